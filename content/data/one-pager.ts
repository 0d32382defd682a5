// Structured parts of /one-pager, the general sales sheet, validated by app/content/sales-sheet.ts.
// Every figure is one of SPEC section 9's figures.
export const salesSheet = {
  keyFigures: [
    { value: "$8K", label: "per month, all in", basis: "$96K a year for the whole team, no setup fees" },
    {
      value: "25-35",
      label: "qualified leads a month",
      basis: "SQLs a month in the data-privacy case study, up from 5-10",
    },
    {
      value: "50-70%",
      label: "lower total cost than hiring",
      basis: "The plugin model at $45K-$72K a year against $151,475 for one fully loaded internal BDR",
    },
    {
      value: "3x",
      label: "faster scaling",
      basis: "Installed in 7 days, where a new internal BDR needs 3-4 months to ramp up",
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
      text: "Over 15 tools for data, outreach, calling and AI, already integrated and paid for.",
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
    { title: "Install", text: "We connect to your CRM and calendars and set up data, domains and sequences in 7 days." },
    { title: "Launch", text: "Your BDR goes live across email, phone and social, with over 80 outbound activities a day." },
    { title: "Results in 2 weeks", text: "The first qualified meetings reach your calendar in week 2, with full reporting from day one." },
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
    price: "$8K",
    period: "per month",
    annual: "$96K a year",
    points: ["30-day pilot to prove the results", "No setup fees", "Results in 2 weeks"],
  },
  questions: [
    {
      question: "How fast will we see results?",
      answer: "Installation takes 7 days. The first results arrive within 2 weeks, and qualified leads flow within 2-3 weeks.",
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
      internal: "$151,475 for one BDR, fully loaded",
      product: "$96K for the whole team: 37% less than one BDR",
    },
    { item: "Time to results", internal: "3-4 months of ramp-up", product: "Results in 2 weeks" },
    { item: "Hiring", internal: "Recruitment fees of 12-22% of salary", product: "No setup fees" },
    { item: "Tools", internal: "$1,400+ a month per BDR", product: "Over 15 tools included" },
    { item: "Management", internal: "12.5% of an $85K manager salary per BDR", product: "GTM engineer and manager included" },
    { item: "Turnover", internal: "34%+ turnover resets the ramp-up", product: "The system and its learning stay in your CRM" },
  ],
};
