import type { CaseStudyData } from "~/content/one-pagers";

// The anonymised data-privacy startup; every result is one of SPEC section 9's case-study figures.
export default {
  order: 1,
  date: "2026-11-23",
  // The full case study of the same startup leads with its SQLs; this card leads with the shorter cycle.
  headline: "Sales cycle, down from 45-60 days",
  industry: "SaaS",
  title: "A 30-day pipeline for a data-privacy SaaS startup",
  subheading:
    "A B2B data-privacy and compliance software startup relied on founder-led prospecting and 5-10 sales-qualified leads a month. {productName} installed a complete outbound engine, and the startup now books 25-35 SQLs a month and closes in 30 days.",
  metaTitle: "SaaS Case Study: A 30-Day Outbound Pipeline",
  metaDescription:
    "How a data-privacy SaaS startup went from 5-10 to 25-35 SQLs a month, cut its sales cycle to 30 days and reached 300% ROI in 6 months with {productName}.",
  summary: "From 5-10 to 25-35 sales-qualified leads a month, with the sales cycle cut from 45-60 days to 30.",
  highlights: ["25-35 SQLs a month", "30-day sales cycle", "300% ROI in 6 months"],
  stakes: [
    "The founders did the prospecting themselves, which took time away from product, customers and investors.",
    "Pipeline was thin and irregular: 5-10 sales-qualified leads a month could not carry the growth plan.",
    "Deals took 45-60 days to close, so every slow month pushed revenue further out.",
  ],
  challenges: [
    "No sending infrastructure: outreach went out from the company's main domain.",
    "Manual prospecting left no time to test messages, segments or channels.",
    "Lead-to-customer conversion sat at 8-10%, so too many meetings missed the buyer profile.",
  ],
  solutions: [
    {
      title: "Sending infrastructure",
      description:
        "40 dedicated domains and 160 mailboxes, warmed and monitored, carried 50,000+ emails a month while the main domain stayed untouched.",
    },
    {
      title: "A sharper ideal customer profile",
      description:
        "We rebuilt the target list around the buyers most likely to convert, with personas for compliance, security and engineering leaders.",
    },
    {
      title: "Sequences and experiments",
      description:
        "Copywriters wrote multi-touch sequences and tested them in 2-week cycles, keeping the winners and retiring the rest.",
    },
    {
      title: "An embedded BDR",
      description:
        "A dedicated BDR qualified every reply and booked meetings straight into the founders' calendars, with full context in the CRM.",
    },
  ],
  performanceNote:
    "Results after 6 months, compared with the months before the install. The client is anonymised; its full story is in the detailed case study.",
  performanceMetrics: [
    { label: "SQLs a month, up from 5-10", value: "25-35" },
    { label: "Lead-to-customer conversion, up from 8-10%", value: "15%" },
    { label: "Sales cycle, down from 45-60 days", value: "30 days" },
    { label: "ROI in 6 months", value: "300%" },
    { label: "Hours saved a month", value: "200+" },
    { label: "Emails a month", value: "50,000+" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "$35K-$45K a month for a comparable SaaS outbound team",
      "3-4 months before a first BDR is fully ramped",
      "Sending infrastructure and 15+ tools to buy and integrate",
      "Founders still managing prospecting day to day",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "A complete outbound engine from {productName}",
      "An embedded BDR, a GTM engineer and copywriters",
      "40 domains and 160 mailboxes set up and monitored",
      "Founders freed from 200+ hours of prospecting a month",
    ],
  },
  miniCaseStudy: {
    title: "A B2B data-privacy and compliance software startup",
    bullets: [
      "Sales-qualified leads: from 5-10 to 25-35 a month",
      "Lead-to-customer conversion: from 8-10% to 15%",
      "Sales cycle: from 45-60 days to 30 days",
      "300% ROI in 6 months",
    ],
    link: "/case-study/data-privacy-compliance-startup",
    linkLabel: "Read the full case study",
  },
  cta: {
    heading: "Want the same pipeline math for your team?",
    subheading:
      "Book a 30-minute discovery call and we will map what a 30-day pilot would look like for your market and deal size.",
    primaryText: "Book a 30-min Discovery",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
