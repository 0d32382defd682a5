// Structured parts of /one-pager, the outbound plugin's sales sheet, validated by
// app/content/sales-sheet.ts.
// Every figure is one of SPEC section 9's figures.
export const salesSheet = {
  meta: {
    title: "Outbound Sales One-Pager",
    description:
      "{productName} on one page: an embedded BDR, a GTM team and {program.tools} tools for {plan.monthly} a month, with a {plan.pilotDays}-day pilot, no setup fees and results in {plan.firstResultsWeeks} weeks.",
    imageAlt: "{productName} one-pager: your outbound team for {plan.monthly} a month",
  },
  hero: {
    title: "Your outbound sales team, installed and running in weeks",
    intro:
      "{productName} is a go-to-market plugin: an embedded full-time BDR, a GTM engineer and manager, copywriters and a bundled stack of {program.tools} tools, working as one outbound team inside your CRM.",
    pilotLink: "Start your {plan.pilotDays}-day pilot",
  },
  // The key figures under the hero: the outbound offer's proof. Each states what it compares.
  keyFigures: [
    {
      value: "{plan.monthly}",
      label: "per month, all in",
      basis: "{plan.yearly} a year per embedded BDR, with its GTM engineer, copywriters and tools; no setup fees",
    },
    {
      value: "{plan.savings}",
      label: "below one internal BDR",
      basis: "{plan.yearly} a year per embedded BDR, support included, against {internalBdr.total} for one fully loaded internal BDR",
    },
    {
      value: "{caseStudy.sqls}",
      label: "qualified leads a month",
      basis: "SQLs a month in the data-privacy case study, up from {caseStudy.sqlsBefore}",
    },
    {
      value: "{claims.fasterScaling}",
      label: "faster scaling",
      basis:
        "Steady state in {program.rampWeeks} weeks, where a new internal BDR needs {internalBdr.rampMonths} months to ramp up",
    },
  ],
  included: [
    {
      icon: "user-round",
      title: "An embedded full-time BDR",
      text: "40 hours a week on your accounts, in your CRM, with 90%+ of the time spent on lead generation.",
    },
    {
      icon: "settings",
      title: "A GTM engineer and manager",
      text: "Builds and runs the system, owns deliverability and reporting, and decides what to test next.",
    },
    {
      icon: "pen-line",
      title: "Copywriters",
      text: "Sequences of 8-12 touchpoints over 2-4 weeks, written for your personas and refined on real replies.",
    },
    {
      icon: "layers",
      title: "A bundled tool stack",
      text: "{program.tools} tools for data, outreach, calling and AI, already integrated and paid for.",
    },
    {
      icon: "mail",
      title: "Sending infrastructure",
      text: "Dedicated domains and inboxes, warmed up and monitored, so your main domain is never at risk.",
    },
    {
      icon: "bot",
      title: "24/7 AI operations",
      text: "Account research, enrichment and reply sorting run around the clock, reviewed by people.",
    },
  ],
  steps: [
    { title: "Install", text: "We connect to your CRM and calendars and set up data, domains and sequences in {program.installDays} days." },
    { title: "Launch", text: "Your BDR goes live across email, phone and social, with over 80 outbound activities a day." },
    { title: "Results in {plan.firstResultsWeeks} weeks", text: "The first qualified meetings reach your calendar in week {plan.firstResultsWeeks}, with full reporting from day one." },
    { title: "Optimize", text: "Experiments in 2-week cycles keep what works and retire what does not." },
  ],
  industries: [
    { name: "SaaS", slug: "saas", text: "More qualified demos for product-led and sales-led teams." },
    { name: "Healthcare", slug: "healthcare", text: "Compliance-aware outreach to providers and health systems." },
    { name: "Financial services", slug: "financial-services", text: "Trust-first messaging for regulated buyers." },
    { name: "Staffing and recruiting", slug: "staffing-recruiting", text: "Role-based outbound to hiring managers." },
    {
      name: "Software consultancies",
      slug: "software-consultancies",
      text: "Initiative-led outreach that finds projects early.",
    },
  ],
  pricing: {
    price: "{plan.monthly}",
    period: "per month",
    annual: "{plan.yearly} a year",
    points: ["{plan.pilotDays}-day pilot to prove the results", "No setup fees", "Results in {plan.firstResultsWeeks} weeks"],
  },
  questions: [
    {
      question: "How fast will we see results?",
      answer: "Installation takes {program.installDays} days. The first results arrive within {plan.firstResultsWeeks} weeks, and qualified leads flow within {program.leadsWeeks} weeks.",
    },
    {
      question: "What do we need to provide?",
      answer: "Access to your CRM and calendars, your ideal customer profile and one person for meeting handoffs. We bring the rest.",
    },
    {
      question: "Where does our data live?",
      answer: "In your CRM. Every activity, reply and meeting is logged where your team already works, and it stays there.",
    },
  ],
  comparison: [
    {
      item: "Annual cost",
      internal: "{internalBdr.total} for one BDR, fully loaded",
      product: "{plan.yearly} per embedded BDR, support included: {plan.savings} less than one BDR",
    },
    { item: "Time to results", internal: "{internalBdr.rampMonths} months of ramp-up", product: "Results in {plan.firstResultsWeeks} weeks" },
    { item: "Hiring", internal: "Recruitment fees of {internalBdr.recruiting} of salary", product: "No setup fees" },
    { item: "Tools", internal: "{internalBdr.toolsMonthly}+ a month per BDR", product: "{program.tools} tools included" },
    { item: "Management", internal: "{internalBdr.managementPercent} of an {internalBdr.managerSalaryShort} manager salary per BDR", product: "GTM engineer and manager included" },
    { item: "Turnover", internal: "{internalBdr.turnover}+ turnover resets the ramp-up", product: "The system and its learning stay in your CRM" },
  ],
  // Under the comparison table: what its cost row compares.
  comparisonNote:
    "Against one fully loaded internal BDR ({internalBdr.total} a year), the whole {productName} team at {plan.monthly} a month ({plan.yearly} a year) costs {plan.savings} less.",
  guarantee: {
    title: "Our guarantee",
    text: "We agree the performance lift with you at the start. If it is not delivered within {healthtech.guaranteeMonths} months, we keep working for up to {healthtech.extraMonths} additional months at no cost.",
    note: "You see every result along the way, in your own CRM, so you never have to take our word for it.",
  },
  cta: {
    heading: "See qualified meetings in your calendar within {plan.firstResultsWeeks} weeks",
    text: "Start with a {plan.pilotDays}-day pilot and no setup fees. Tell us about your market and we will come back with a plan.",
  },
};
