import type { OnePagerData } from "~/content/one-pagers";

// Every price and figure on this page is one of SPEC section 9's figures.
export default {
  order: 1,
  industry: "Healthcare",
  title: "Compliant outbound that reaches healthcare decision makers",
  subheading:
    "{productName} installs a complete outbound engine for companies that sell into hospitals, clinics and health systems: an embedded BDR, a GTM engineer, copywriters and the tool stack. Live in {program.installDays} days and built for long, committee-driven buying cycles.",
  metaTitle: "Healthcare Outbound Sales: Industry One-Pager",
  metaDescription:
    "Outbound for companies selling into healthcare: live in {program.installDays} days, steady state in 5-8 weeks, {program.showRate} show rates, from {industries.healthcare.priceFrom} a month instead of {industries.healthcare.inHouse} in-house.",
  summary:
    "Compliance-aware outreach to clinical, operational and IT buyers. Live in {program.installDays} days, at steady state in 5-8 weeks.",
  highlights: ["{industries.healthcare.price} a month", "Live in {program.installDays} days", "{program.showRate} show rates"],
  stakes: [
    "Healthcare buying groups are large: clinical leaders, operations, IT, compliance and procurement all weigh in, so one champion is never enough.",
    "Every message is read by people who protect patients and their data. Outreach that sounds careless about privacy or evidence closes the door for good.",
    "Cycles are long, so a thin pipeline this quarter is a missed year. Revenue teams need a steady flow of meetings, not bursts.",
    "A comparable in-house team costs {industries.healthcare.inHouse} a month before it books a single meeting, and every new BDR needs {internalBdr.rampMonths} months to ramp.",
  ],
  challenges: [
    "Finding the right people inside health systems, where titles vary widely and gatekeepers screen most cold outreach.",
    "Writing messages that respect privacy rules and clinical evidence while still giving a busy buyer a reason to reply.",
    "Keeping sender reputation healthy against conservative hospital email filters.",
    "Following up across a whole buying committee for months without losing context in the CRM.",
  ],
  solutions: [
    {
      title: "Account and persona blueprint",
      description:
        "We map your target organizations and 3-5 personas per account, from clinical champions to IT and procurement, before the first message goes out.",
    },
    {
      title: "Compliance-aware copy",
      description:
        "Copywriters build sequences of 8-12 touchpoints over 2-4 weeks that lead with outcomes and evidence, reviewed with your team before launch.",
    },
    {
      title: "Deliverability by design",
      description:
        "Dedicated sending domains and inboxes, warmed up and monitored every day, keep your main domain and its reputation out of harm's way.",
    },
    {
      title: "An embedded BDR in your CRM",
      description:
        "A full-time BDR works your accounts, answers replies within 2 business hours and hands over qualified meetings with the full context.",
    },
  ],
  performanceNote:
    "Steady-state figures, reached after a ramp of 5-8 weeks in healthcare. Pipeline targets depend on your deal size and market, so we set them with you during the install.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "5-8 weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "Pipeline coverage target", value: "3-5x" },
    { label: "Monthly investment", value: "{industries.healthcare.price}" },
  ],
  buildVsBuy: {
    internalTitle: "Build an internal team",
    internal: [
      "{industries.healthcare.inHouse} a month for a comparable in-house team",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "{internalBdr.rampMonths} months before a new BDR is fully ramped",
      "Turnover of {internalBdr.turnover}+ a year restarts hiring and ramp",
      "Tools at {internalBdr.toolsMonthly}+ a month per BDR, bought and integrated by you",
    ],
    productSideTitle: "Plug in {productName}",
    productSide: [
      "{industries.healthcare.price} a month, all in",
      "Live in {program.installDays} days, at steady state in 5-8 weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "The system and its playbooks stay with you when people change",
      "No setup fees",
    ],
  },
  caseStudy: {
    title: "Compliance-first outreach for a Series B healthcare SaaS company",
    bullets: [
      "Installed in {program.installDays} days, at steady state within 5-8 weeks",
      "{industries.healthcare.price} a month, all in, against {industries.healthcare.inHouse} for a comparable in-house team",
      "A monthly cost {industries.healthcare.savings} below the in-house plan: {industries.healthcare.yearlySavings} a year",
    ],
    link: "/case-studies/healthcare-compliance-outreach",
    linkLabel: "Read the healthcare case study",
  },
  cta: {
    heading: "Ready to open doors in healthcare?",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will map your buying committee, agree on targets and show you what goes live in the first {program.installDays} days.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { figure: "industries.healthcare.price", unit: "month" },
} satisfies OnePagerData;
