/**
 * The top-level sections of the MDX documents, in order, with the ids their headings carry.
 * Tables of contents are built from these lists; a unit test checks them against the files.
 */
export type DocumentSection = { id: string; title: string };

export const growthFrameworkSections: readonly DocumentSection[] = [
  { id: "executive-summary", title: "Executive summary" },
  { id: "core-principles", title: "Core principles" },
  { id: "growth-framework", title: "The 4-pillar growth framework" },
  { id: "implementation-timeline", title: "60-90 day implementation timeline" },
  { id: "success-metrics", title: "Success metrics and KPIs" },
  { id: "partnership-approach", title: "Partnership approach" },
  { id: "get-started", title: "Ready to get started" },
];

/** The privacy policy's headings are numbered "1. Who we are"; the number is the position here. */
export const privacyPolicySections: readonly DocumentSection[] = [
  { id: "who-we-are", title: "Who we are" },
  { id: "scope", title: "What this policy covers" },
  { id: "in-brief", title: "Our approach in brief" },
  { id: "contact-form", title: "When you contact us" },
  { id: "newsletter", title: "When you subscribe to our newsletter" },
  { id: "browsing", title: "When you browse the site" },
  { id: "cookies", title: "Cookies and browser storage" },
  { id: "third-party-content", title: "Videos and maps from other services" },
  { id: "purposes", title: "Why we use your information" },
  { id: "recipients", title: "Who receives your information" },
  { id: "retention", title: "How long we keep it" },
  { id: "security", title: "How we protect it" },
  { id: "your-rights", title: "Your rights" },
  { id: "children", title: "Children" },
  { id: "changes-and-contact", title: "Changes to this policy and how to reach us" },
];
