// Structured parts of /integration-guide. Validated by app/content/integration-guide.ts at build time.
// Every cost is one of SPEC section 9's figures; tools without a SPEC figure carry no cost.
export const integrationGuide = {
  techStack: [
    {
      category: "Data and research",
      summary: "Who to contact, with verified details and the context to make the first touch relevant.",
      tools: [
        { name: "Data-enrichment portal", cost: "$800/month" },
        { name: "Prospecting database", cost: "$99/month" },
        { name: "Sales navigator", cost: "$100/month" },
        { name: "Email verification" },
      ],
    },
    {
      category: "Outreach and engagement",
      summary: "Multichannel sequences of 8-12 touchpoints over 2-4 weeks, run from one place.",
      tools: [
        { name: "Sales engagement platform", cost: "$15-$145/month" },
        { name: "Power dialer", cost: "$300/month" },
        { name: "Social selling workflows" },
        { name: "Meeting scheduler" },
      ],
    },
    {
      category: "Email infrastructure",
      summary: "Sending capacity kept off your primary domain, so your company email is never at risk.",
      tools: [
        { name: "Sending domains", cost: "$15 per domain a year" },
        { name: "Sending inboxes", cost: "About $500 for about 100" },
        { name: "Inbox warm-up" },
        { name: "Deliverability monitoring" },
      ],
    },
    {
      category: "AI and copy",
      summary: "Research, first drafts and reply sorting done by AI, reviewed and sent by people.",
      tools: [
        { name: "Chat assistant", cost: "$25/month" },
        { name: "AI API credits", cost: "$80-$150/month" },
        { name: "Account research agent" },
      ],
    },
    {
      category: "CRM and reporting",
      summary: "Every activity and meeting lands in your CRM, where your team already works.",
      tools: [
        { name: "CRM", cost: "$67/month" },
        { name: "CRM sync and field mapping" },
        { name: "Pipeline dashboards" },
      ],
    },
  ],
  steps: [
    {
      number: 1,
      title: "Connect",
      subtitle: "Week 1: your CRM, calendars and team",
      description:
        "We start from what you already run. Your GTM engineer connects the bundled stack to your CRM and calendars, agrees field mapping and ownership rules with your team, and sets up the shared channel where meetings are handed over.",
      details: [
        "CRM connection with agreed fields, stages and lead ownership",
        "Calendar access so meetings land directly with your closers",
        "Ideal customer profile, personas and qualification criteria written down",
        "A single point of contact on your side and on ours",
      ],
    },
    {
      number: 2,
      title: "Configure",
      subtitle: "Week 1: data, domains and messaging",
      description:
        "While the connections go in, we build the sending infrastructure and the first campaigns. The whole system is installed in {program.installDays} days, so your BDR starts on a working setup instead of a blank account.",
      details: [
        "Secondary sending domains and inboxes bought, authenticated and warming up",
        "Target accounts enriched and verified against your profile",
        "First sequences of 8-12 touchpoints over 2-4 weeks, written by our copywriters",
        "Reply handling and handoff rules agreed with your team",
      ],
    },
    {
      number: 3,
      title: "Launch",
      subtitle: "Weeks 2-3: first qualified leads",
      description:
        "Your embedded BDR goes live across email, phone and social channels, with more than 80 outbound activities a day and 90%+ of their time on lead generation. AI handles research and inbox sorting around the clock, so interested replies are answered fast.",
      details: [
        "Qualified leads within {program.leadsWeeks} weeks of the start",
        "Fast reply handling: answering within 5 minutes can raise conversion 21 times",
        "Every activity and booked meeting logged in your CRM",
        "Weekly report on activity, replies and meetings",
      ],
    },
    {
      number: 4,
      title: "Optimize",
      subtitle: "Ongoing: experiments in 2-week cycles",
      description:
        "Once the engine runs, your GTM manager tests one variable at a time, keeps what lifts replies and meetings and retires what does not. You see every result, and the learning stays in your CRM.",
      details: [
        "Experiments on segments, offers and copy in 2-week cycles",
        "Scorecard on replies, meetings, show rate and pipeline",
        "Steady state of {caseStudy.sqls} qualified leads a month",
        "Capacity added by BDR, not by a new hiring round",
      ],
    },
  ],
  benefits: [
    {
      icon: "piggy-bank",
      title: "{claims.totalCostSavings} lower total cost",
      text: "The plugin model at {pluginModel.yearly} a year per BDR seat, against {internalBdr.total} for one fully loaded internal BDR: one fee covers the people, the tools and the infrastructure.",
    },
    {
      icon: "rocket",
      title: "{claims.fasterScaling} faster scaling",
      text: "Steady state in {program.rampWeeks} weeks instead of a {internalBdr.rampMonths} month ramp-up for every new rep, and no recruiting cycle.",
    },
    {
      icon: "calendar-check",
      title: "Qualified leads in {program.leadsWeeks} weeks",
      text: "The system is installed in {program.installDays} days and starts booking meetings while an internal hire would still be onboarding.",
    },
    {
      icon: "bot",
      title: "24/7 AI operations",
      text: "Research, enrichment, drafting and reply sorting keep running outside office hours, reviewed by your BDR.",
    },
    {
      icon: "layers",
      title: "{program.tools} tools, one setup",
      text: "No licenses to compare, connect or maintain: the stack arrives integrated and is kept healthy by specialists.",
    },
    {
      icon: "shield-check",
      title: "Low-risk start",
      text: "A {plan.pilotDays}-day pilot with no setup fees, so you judge the results before you commit to more.",
    },
  ],
  relatedPosts: [
    "ai-outbound-sales-solutions-startups",
    "bdr-team-ai-copilot",
    "scale-outbound-without-breaking-budget",
  ],
};
