import type { CaseStudyData } from "~/content/one-pagers";

// The anonymized data-privacy startup; every result is one of SPEC section 9's case-study figures.
export default {
  order: 1,
  date: "2026-11-23",
  // The full case study of the same startup leads with its SQLs; this card leads with the shorter cycle.
  headline: "Sales cycle, down from {caseStudy.cycleBefore} days",
  industry: "SaaS",
  title: "A 30-day pipeline for a data-privacy SaaS startup",
  subheading:
    "A B2B data-privacy and compliance software startup relied on founder-led prospecting and {caseStudy.sqlsBefore} sales-qualified leads a month. {productName} installed a complete outbound engine, and the startup now books {caseStudy.sqls} SQLs a month and closes in {caseStudy.cycleDays} days.",
  metaTitle: "SaaS Case Study: A 30-Day Outbound Pipeline",
  metaDescription:
    "How a data-privacy SaaS startup went from {caseStudy.sqlsBefore} to {caseStudy.sqls} SQLs a month, cut its sales cycle to {caseStudy.cycleDays} days and reached {caseStudy.roi} ROI in {caseStudy.months} months with {productName}.",
  summary: "From {caseStudy.sqlsBefore} to {caseStudy.sqls} sales-qualified leads a month, with the sales cycle cut from {caseStudy.cycleBefore} days to {caseStudy.cycleDays}.",
  highlights: ["{caseStudy.sqls} SQLs a month", "{caseStudy.cycleDays}-day sales cycle", "{caseStudy.roi} ROI in {caseStudy.months} months"],
  stakes: [
    "The founders did the prospecting themselves, which took time away from product, customers and investors.",
    "Pipeline was thin and irregular: {caseStudy.sqlsBefore} sales-qualified leads a month could not carry the growth plan.",
    "Deals took {caseStudy.cycleBefore} days to close, so every slow month pushed revenue further out.",
  ],
  challenges: [
    "No sending infrastructure: outreach went out from the company's main domain.",
    "Manual prospecting left no time to test messages, segments or channels.",
    "Lead-to-customer conversion sat at {caseStudy.conversionBefore}, so too many meetings missed the buyer profile.",
  ],
  solutions: [
    {
      title: "Sending infrastructure",
      description:
        "40 dedicated domains and 160 mailboxes, warmed and monitored, carried {caseStudy.emailsMonthly} emails a month while the main domain stayed untouched.",
    },
    {
      title: "A sharper ideal customer profile",
      description:
        "We rebuilt the target list around the buyers most likely to convert, with personas for legal, security and IT leaders.",
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
    "Results after {caseStudy.months} months, compared with the months before the install. The client is anonymized; its full story is in the detailed case study.",
  performanceMetrics: [
    { label: "SQLs a month, up from {caseStudy.sqlsBefore}", value: "{caseStudy.sqls}" },
    { label: "Lead-to-customer conversion, up from {caseStudy.conversionBefore}", value: "15%" },
    { label: "Sales cycle, down from {caseStudy.cycleBefore} days", value: "{caseStudy.cycleDays} days" },
    { label: "ROI in {caseStudy.months} months", value: "{caseStudy.roi}" },
    { label: "Hours saved a month", value: "{caseStudy.hoursSaved}" },
    { label: "Emails a month", value: "{caseStudy.emailsMonthly}" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "{industries.saas.inHouse} a month for a comparable SaaS outbound team",
      "{internalBdr.rampMonths} months before a first BDR is fully ramped",
      "Sending infrastructure and {program.tools} tools to buy and integrate",
      "Founders still managing prospecting day to day",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "A complete outbound engine from {productName}",
      "An embedded BDR, a GTM engineer and copywriters",
      "40 domains and 160 mailboxes set up and monitored",
      "Founders freed from {caseStudy.hoursSaved} hours of prospecting a month",
    ],
  },
  miniCaseStudy: {
    title: "A B2B data-privacy and compliance software startup",
    bullets: [
      "Sales-qualified leads: from {caseStudy.sqlsBefore} to {caseStudy.sqls} a month",
      "Lead-to-customer conversion: from {caseStudy.conversionBefore} to 15%",
      "Sales cycle: from {caseStudy.cycleBefore} days to {caseStudy.cycleDays} days",
      "{caseStudy.roi} ROI in {caseStudy.months} months",
    ],
    link: "/case-study/data-privacy-compliance-startup",
    linkLabel: "Read the full case study",
  },
  cta: {
    heading: "Want the same pipeline math for your team?",
    subheading:
      "Book a {calls.outbound}-minute discovery call and we will map what a {plan.pilotDays}-day pilot would look like for your market and deal size.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
