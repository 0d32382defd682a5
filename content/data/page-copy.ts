import type { PageCopyData } from "~/content/page-copy";

// The header's menu, and the words of the listing pages, the contact page and the ROI calculator that are not in a
// content file of their own: their search title and description, their heading and their closing
// call to action. Figures are tokens (content/data/figures.ts); these pages speak for the outbound
// plugin (content/data/offers.ts).
// The header's "Resources" menu, in this order: each listing page with a line that says what is
// there (at most 48 characters, so it stays one line in the desktop menu).
export const navigation = {
  resources: [
    { label: "Blog", href: "/blog", description: "Outbound strategy, costs and AI in sales" },
    { label: "Industries", href: "/industries", description: "Programs tuned to each market's buyers" },
    { label: "Case Studies", href: "/case-studies", description: "What each program installed and delivered" },
  ],
} satisfies PageCopyData["navigation"];

export const industries = {
  metaTitle: "Industries: Outbound Built for Your Market",
  metaDescription:
    "Outbound programs for healthcare, financial services, staffing, software consultancies and SaaS, plus Latin American BDRs from {talent.monthly} a month.",
  imageAlt: "Outbound built for healthcare, finance, staffing, consultancies and SaaS",
  eyebrow: "Industries",
  title: "Outbound built for your industry",
  intro:
    "Healthcare, financial services, staffing, software consultancies and SaaS each buy differently. We install an outbound engine tuned to your buyers in {program.installDays} days, at a fraction of the cost of an in-house team.",
  cta: {
    heading: "Not sure which program fits?",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will look at your market, your buyers and your targets, and recommend the setup that fits.",
    secondaryText: "See the case studies",
    ctaLink: "/case-studies",
  },
} satisfies PageCopyData["industries"];

export const caseStudies = {
  metaTitle: "Case Studies: Outbound Results by Industry",
  metaDescription:
    "Outbound programs in SaaS, healthcare, financial services, staffing, consultancies and more: what was installed in {program.installDays} days and what it delivered.",
  imageAlt: "Outbound programs by industry, and the pipeline they delivered",
  eyebrow: "Case studies",
  title: "Outbound programs and what they delivered",
  intro:
    "One program per industry, each installed in {program.installDays} days and run by an embedded BDR, a GTM engineer and copywriters. Clients are anonymized; cards marked as illustrative benchmarks show our standard program figures, not one client's results.",
  cta: {
    heading: "Want results like these?",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will review your market and targets and show you what goes live in the first {program.installDays} days.",
    secondaryText: "Browse industries",
    ctaLink: "/industries",
  },
} satisfies PageCopyData["caseStudies"];

// /contact is the outbound plugin's page; it also answers the home page's form, and then speaks for the
// healthtech consultancy (`offers`): its title, intro, promises and call are the offer's, the rest is shared.
// The search title is the same for both, since the tab shows it either way.
export const contact = {
  metaTitle: "Contact Us: Talk to the {productName} Team",
  metaDescription:
    "Tell us about your market and pipeline goals. We reply within one business day, or book a {calls.outbound}-minute call with our outbound team right away.",
  imageAlt: "Contact the {productName} team",
  eyebrow: "Contact",
  callHeading: "Prefer to talk right away?",
  formHeading: "Send us a message",
  formNote: "All fields are required unless marked optional.",
  offers: {
    outbound: {
      title: "Let's build your outbound pipeline",
      intro:
        "Tell us who you sell to and where you want your pipeline to be. We will come back with a clear view of how an embedded BDR, a GTM engineer and our tool stack would get you there, and what it costs.",
      promises: [
        "We reply within one business day.",
        "Qualified leads typically start within {program.leadsWeeks} weeks of kick-off.",
      ],
      callText: "Pick a time for a {calls.outbound}-minute call, or write to us directly.",
    },
    healthtech: {
      title: "Let's talk about your growth in healthcare",
      intro:
        "Tell us who you sell to in healthcare and where you want your growth to be. We will come back with an honest view of how performance-based lead generation and closing support would get you there.",
      promises: [
        "We reply within one business day.",
        "Engagements run in three {healthtech.phaseDays}-day phases, from foundation to scale.",
      ],
      callText: "Pick a time for a {calls.healthtech}-minute discovery call, or write to us directly.",
    },
  },
} satisfies PageCopyData["contact"];

export const roiCalculator = {
  metaTitle: "ROI Calculator: Internal BDR Cost and Outbound Math",
  metaDescription:
    "Compare the fully loaded cost of an internal BDR ({internalBdr.total} a year) with {productName}, and work back from your revenue goal to the prospects you need.",
  imageAlt: "{productName} ROI calculator: internal BDR cost and outbound math",
} satisfies PageCopyData["roiCalculator"];

// The not-found page: where a visitor who followed a broken link can go instead. Each offer's own
// page (the home page speaks for the healthtech consultancy, /one-pager for the outbound plugin),
// the reading and the contact page; no search.
export const notFound = {
  pathsHeading: "Where to go instead",
  paths: [
    {
      label: "Healthtech growth partnership",
      href: "/",
      description: "Qualified meetings with healthcare buyers, paid on performance",
    },
    {
      label: "Outbound sales plugin",
      href: "/one-pager",
      description: "An embedded BDR team and tool stack, live in {program.installDays} days",
    },
    { label: "Blog", href: "/blog", description: "Outbound strategy, BDR costs and AI in sales" },
    { label: "Case studies", href: "/case-studies", description: "What each program installed and delivered" },
    { label: "Contact", href: "/contact", description: "Send the team a message; we answer within one business day" },
  ],
} satisfies PageCopyData["notFound"];
