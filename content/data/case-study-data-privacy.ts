// Structured parts of /case-study/data-privacy-compliance-startup, validated by
// app/content/case-study-data-privacy.ts. Every figure is one of SPEC section 9's case-study figures.
export const dataPrivacyCaseStudy = {
  date: "2026-11-23",
  client: "A B2B data-privacy and compliance software startup",
  headlineMetrics: [
    { value: "25-35", label: "SQLs a month", note: "up from 5-10" },
    { value: "300%", label: "ROI in 6 months", note: "on the engagement fee" },
    { value: "30 days", label: "Sales cycle", note: "down from 45-60" },
    { value: "200+", label: "Hours saved a month", note: "of manual prospecting" },
  ],
  progress: [
    { label: "Lead quality score", value: 85, note: "Share of booked meetings that matched the agreed ideal customer profile" },
    { label: "Meeting show rate", value: 75, note: "Booked meetings that took place as scheduled" },
    { label: "BDR time on lead generation", value: 90, note: "Hours spent prospecting and booking, not on admin" },
  ],
  beforeAfter: [
    { metric: "Sales-qualified leads a month", before: "5-10", after: "25-35" },
    { metric: "Lead-to-customer conversion", before: "8-10%", after: "15%" },
    { metric: "Sales cycle", before: "45-60 days", after: "30 days" },
    { metric: "Return on investment", before: "Not tracked", after: "300% in 6 months" },
    { metric: "Founder and team hours on prospecting", before: "Manual prospecting by the founders", after: "200+ hours a month saved" },
    { metric: "Outbound emails a month", before: "Sent by hand", after: "50,000+" },
    { metric: "Sending infrastructure", before: "The company's main domain", after: "40 domains and 160 mailboxes" },
  ],
};
