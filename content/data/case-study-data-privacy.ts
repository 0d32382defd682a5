import type { CaseStudyData } from "~/content/case-study-data-privacy";

// /case-study/data-privacy-compliance-startup, validated by app/content/case-study-data-privacy.ts.
// Its figures are SPEC section 9's case-study figures, kept in content/data/figures.ts (caseStudy)
// because other pages quote them too.
export const dataPrivacyCaseStudy = {
  date: "2026-11-23",
  title: "How a data-privacy startup grew to {caseStudy.sqls} SQLs a month",
  metaTitle: "Data-Privacy Startup Case Study: {caseStudy.sqls} SQLs a Month",
  metaDescription:
    "How a data-privacy and compliance startup went from {caseStudy.sqlsBefore} to {caseStudy.sqls} SQLs a month, cut its sales cycle to {caseStudy.cycleDays} days and saw {caseStudy.roi} ROI in {caseStudy.months} months.",
  imageAlt: "Case study: a data-privacy startup at {caseStudy.sqls} SQLs a month",
  eyebrow: "Case study · Data privacy and compliance",
  client: "A B2B data-privacy and compliance software startup",
  intro:
    "A B2B data-privacy and compliance software startup needed predictable pipeline without pulling its founders away from the product. In {caseStudy.months} months, {productName}'s GTM plugin took it from {caseStudy.sqlsBefore} to {caseStudy.sqls} sales-qualified leads a month, with a {caseStudy.roi} return.",
  glance: [
    { term: "Client", detail: "B2B data-privacy and compliance software startup" },
    { term: "Buyers", detail: "Legal, security and IT leaders" },
    {
      term: "Engagement",
      detail: "{productName} GTM plugin: embedded BDR, GTM engineer and manager, copywriters and tools",
    },
    { term: "Measured over", detail: "{caseStudy.months} months" },
  ],
  headlineMetrics: [
    { value: "{caseStudy.sqls}", label: "SQLs a month", note: "up from {caseStudy.sqlsBefore}" },
    { value: "{caseStudy.roi}", label: "ROI in {caseStudy.months} months", note: "on the engagement fee" },
    { value: "{caseStudy.cycleDays} days", label: "Sales cycle", note: "down from {caseStudy.cycleBefore}" },
    { value: "{caseStudy.hoursSaved}", label: "Hours saved a month", note: "of manual prospecting" },
  ],
  overview:
    "The company sells data-privacy and compliance software to other businesses. Its product was strong and its early customers were happy, but new pipeline depended on referrals and on whatever outreach the founders could fit around running the company. It brought in {productName} to build an outbound engine that would deliver qualified meetings every month, without a long hiring process.",
  challenges: [
    "Outbound ran on the founders' spare hours, so it stopped whenever a deal, a release or a fundraising round needed them.",
    "Privacy and compliance buyers sit in legal, security and IT, and generic messages to all three were ignored.",
    "Every email went out from the company's main domain, so volume could not grow without risking everyday deliverability.",
    "With no steady source of meetings, the pipeline swung from month to month and forecasts were guesswork.",
  ],
  solutionIntro:
    "{productName} plugged a complete outbound team into the startup's existing CRM and calendars. The system was installed in {program.installDays} days and sent {caseStudy.emailsMonthly} emails a month at steady state.",
  solution: [
    "An embedded full-time BDR working the startup's accounts 40 hours a week, inside its CRM",
    "A GTM engineer and manager who built the targeting, the sending infrastructure and the weekly reporting",
    "Copywriters who wrote persona-specific sequences of 8-12 touchpoints over 2-4 weeks for legal, security and IT leaders",
    "Sending infrastructure of {caseStudy.domains} domains and {caseStudy.mailboxes} mailboxes, kept away from the company's main domain",
    "AI research and reply sorting running 24/7, with every message approved by the BDR",
  ],
  resultsIntro:
    "Within {caseStudy.months} months the engagement returned {caseStudy.roi} on its cost. More meetings came from the right people, they converted more often and they closed faster.",
  progress: [
    { label: "Lead quality score", value: 85, note: "Share of booked meetings that matched the agreed ideal customer profile" },
    { label: "Meeting show rate", value: 75, note: "Booked meetings that took place as scheduled" },
    { label: "BDR time on lead generation", value: 90, note: "Hours spent prospecting and booking, not on admin" },
  ],
  beforeAfter: [
    { metric: "Sales-qualified leads a month", before: "{caseStudy.sqlsBefore}", after: "{caseStudy.sqls}" },
    { metric: "Lead-to-customer conversion", before: "{caseStudy.conversionBefore}", after: "{caseStudy.conversion}" },
    { metric: "Sales cycle", before: "{caseStudy.cycleBefore} days", after: "{caseStudy.cycleDays} days" },
    { metric: "Return on investment", before: "Not tracked", after: "{caseStudy.roi} in {caseStudy.months} months" },
    {
      metric: "Founder and team hours on prospecting",
      before: "Manual prospecting by the founders",
      after: "{caseStudy.hoursSaved} hours a month saved",
    },
    { metric: "Outbound emails a month", before: "Sent by hand", after: "{caseStudy.emailsMonthly}" },
    {
      metric: "Sending infrastructure",
      before: "The company's main domain",
      after: "{caseStudy.domains} domains and {caseStudy.mailboxes} mailboxes",
    },
  ],
  quote: {
    text: "We went from hoping for meetings to planning around them. The team felt like part of ours from the first week, and our founders finally had their time back for selling.",
    attribution: "VP Sales, data-privacy startup",
  },
  takeaways: [
    {
      title: "Specialist buyers need specialist messages",
      text: "Separate sequences for legal, security and IT leaders did more for reply quality than any increase in volume.",
    },
    {
      title: "Infrastructure comes before scale",
      text: "Spreading {caseStudy.emailsMonthly} emails a month across {caseStudy.domains} domains and {caseStudy.mailboxes} mailboxes protected the main domain while volume grew.",
    },
    {
      title: "Founders should sell, not prospect",
      text: "Giving back {caseStudy.hoursSaved} hours a month let the founders spend their time in the conversations that close deals.",
    },
    {
      title: "Measure the whole funnel",
      text: "Tracking SQLs, conversion and cycle length together showed the lift was real pipeline, not just more activity.",
    },
  ],
  cta: {
    heading: "Want results like these in your market?",
    text: "Tell us about your buyers and goals. We will show you how the plugin would work for your team, starting with a {plan.pilotDays}-day pilot.",
  },
} satisfies CaseStudyData;
