import type { OnePagerData } from "~/content/one-pagers";

// Every price and figure on this page is one of SPEC section 9's figures; the mini case
// study is the anonymized data-privacy startup of /case-study/data-privacy-compliance-startup.
export default {
  order: 5,
  industry: "SaaS",
  title: "Outbound pipeline for SaaS teams in 30 days",
  subheading:
    "{productName} plugs a complete outbound engine into your revenue team: an embedded BDR, a GTM engineer, copywriters and {program.tools} tools. Live in {program.installDays} days, with qualified leads in {program.leadsWeeks} weeks and a {plan.pilotDays}-day pilot to prove it.",
  metaTitle: "SaaS Outbound Pipeline in 30 Days: One-Pager",
  metaDescription:
    "Outbound for SaaS teams: live in {program.installDays} days, qualified leads in {program.leadsWeeks} weeks, {program.showRate} show rates and {industries.saas.price} a month versus {industries.saas.inHouse} for an in-house team.",
  summary: "A complete outbound engine for SaaS revenue teams: live in {program.installDays} days, qualified leads in {program.leadsWeeks} weeks.",
  highlights: ["{industries.saas.price} a month", "Live in {program.installDays} days", "Leads in {program.leadsWeeks} weeks"],
  stakes: [
    "Inbound alone rarely carries a SaaS company to its next funding round. Outbound decides whether the number is hit.",
    "Every month without predictable pipeline pushes hiring plans, launches and runway decisions further out.",
    "Building outbound in-house costs {industries.saas.inHouse} a month, and the first BDR needs {internalBdr.rampMonths} months before producing.",
    "Founders who prospect themselves lose the time they need for product, customers and investors.",
  ],
  challenges: [
    "Turning a broad market into a precise list of accounts and personas that will actually buy.",
    "Deliverability: sending at volume without burning the company domain.",
    "Testing enough messages and segments to learn what works before the quarter ends.",
    "Converting replies into meetings fast enough that interest does not cool.",
  ],
  solutions: [
    {
      title: "ICP and persona blueprint",
      description:
        "We define 40-60 target accounts a week per rep and 3-5 personas per account, built from your best customers and lost deals.",
    },
    {
      title: "Sending infrastructure",
      description:
        "Dedicated domains and inboxes, warmed and monitored, carry the volume, so your main domain stays clean.",
    },
    {
      title: "Sequences that learn",
      description:
        "8-12 touchpoints over 2-4 weeks, with experiments in 2-week cycles that keep the winning messages and retire the rest.",
    },
    {
      title: "Fast, human follow-up",
      description:
        "An embedded BDR answers replies within 2 business hours, qualifies and books meetings straight into your team's calendars.",
    },
  ],
  performanceNote:
    "Steady-state figures, reached after a ramp of {program.rampWeeks} weeks. Pipeline targets depend on your deal size and sales cycle, so we set them with you during the install.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "First qualified leads", value: "{program.leadsWeeks} weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "Pipeline coverage target", value: "3-5x" },
    { label: "Monthly investment", value: "{industries.saas.price}" },
  ],
  buildVsBuy: {
    internalTitle: "Build an internal team",
    internal: [
      "{industries.saas.inHouse} a month for a comparable in-house team",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "{internalBdr.rampMonths} months before a new BDR is fully ramped",
      "Turnover of {internalBdr.turnover}+ a year restarts hiring and ramp",
      "Tools at {internalBdr.toolsMonthly}+ a month per BDR, bought and integrated by you",
    ],
    productSideTitle: "Plug in {productName}",
    productSide: [
      "{industries.saas.price} a month, all in",
      "Live in {program.installDays} days, qualified leads in {program.leadsWeeks} weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "24/7 AI-assisted operations behind your BDR",
      "No setup fees",
    ],
  },
  miniCaseStudy: {
    title: "A B2B data-privacy and compliance software startup",
    bullets: [
      "{caseStudy.sqls} sales-qualified leads a month, up from {caseStudy.sqlsBefore}",
      "Lead-to-customer conversion of 15%, up from {caseStudy.conversionBefore}",
      "Sales cycle down to {caseStudy.cycleDays} days from {caseStudy.cycleBefore}",
      "{caseStudy.roi} ROI in {caseStudy.months} months and {caseStudy.hoursSaved} hours a month saved",
    ],
    link: "/case-study/data-privacy-compliance-startup",
    linkLabel: "Read the full case study",
  },
  cta: {
    heading: "Your pipeline, 30 days from now",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will review your ICP, agree on targets and show you what goes live in the first {program.installDays} days.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { figure: "industries.saas.price", unit: "month" },
} satisfies OnePagerData;
