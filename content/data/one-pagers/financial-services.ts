import type { OnePagerData } from "~/content/one-pagers";

// Every price and figure on this page is one of SPEC section 9's figures.
export default {
  order: 2,
  industry: "Financial Services",
  title: "Trust-first outbound for financial services",
  subheading:
    "Banks, lenders, insurers and wealth managers buy from vendors they trust. {productName} installs an outbound engine that earns that trust: researched accounts, proof-led messaging and an embedded BDR, live in {program.installDays} days.",
  metaTitle: "Financial Services Outbound: Industry One-Pager",
  metaDescription:
    "Trust-first outbound for companies selling to financial institutions: live in {program.installDays} days, {program.showRate} show rates, {industries.financialServices.price} a month versus {industries.financialServices.inHouse} in-house.",
  summary:
    "Proof-led outreach to risk-aware buyers at banks, lenders and insurers, at a fraction of the cost of an in-house team.",
  highlights: ["{industries.financialServices.price} a month", "Live in {program.installDays} days", "{program.showRate} show rates"],
  stakes: [
    "Financial institutions are cautious by design. A generic pitch reads as risk, and a careless one can end the conversation for years.",
    "Decisions pass through risk, compliance, security and the business line, so outreach must speak to every one of them.",
    "Senior buyers get a flood of vendor email. Only precise, relevant messages earn a reply.",
    "A comparable in-house team costs {industries.financialServices.inHouse} a month, and every new hire needs {internalBdr.rampMonths} months before producing.",
  ],
  challenges: [
    "Getting past gatekeepers to the executives who own the budget and the risk.",
    "Writing outreach that stays inside communication policies while still being specific enough to matter.",
    "Answering early security and due-diligence questions without stalling the deal.",
    "Keeping a long, multi-stakeholder process moving between the first meeting and the decision.",
  ],
  solutions: [
    {
      title: "Trust-first messaging",
      description:
        "We lead with proof, security posture and relevant outcomes, so your first message already answers the question every risk-aware buyer asks.",
    },
    {
      title: "Stakeholder mapping",
      description:
        "3-5 personas per account, from the business line to risk, compliance and IT, each with its own message and reason to engage.",
    },
    {
      title: "Multi-channel sequences",
      description:
        "8-12 touchpoints over 2-4 weeks across email, LinkedIn and phone, paced to respect busy executives rather than bury them.",
    },
    {
      title: "Measured experiments",
      description:
        "Messaging and targeting are tested in 2-week cycles, so what works is scaled and what does not is dropped quickly.",
    },
  ],
  performanceNote:
    "Steady-state figures, reached after a ramp of {program.rampWeeks} weeks. Pipeline targets depend on your deal size and segment, so we set them with you during the install.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "{program.rampWeeks} weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "Pipeline coverage target", value: "3-5x" },
    { label: "Monthly investment", value: "{industries.financialServices.price}" },
  ],
  buildVsBuy: {
    internalTitle: "Build an internal team",
    internal: [
      "{industries.financialServices.inHouse} a month for a comparable in-house team",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "{internalBdr.rampMonths} months before a new BDR is fully ramped",
      "Turnover of {internalBdr.turnover}+ a year restarts hiring and ramp",
      "Tools at {internalBdr.toolsMonthly}+ a month per BDR, bought and integrated by you",
    ],
    productSideTitle: "Plug in {productName}",
    productSide: [
      "{industries.financialServices.price} a month, all in",
      "Live in {program.installDays} days, at steady state in {program.rampWeeks} weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "Messaging reviewed with your compliance team before launch",
      "No setup fees",
    ],
  },
  caseStudy: {
    title: "Trust-first outbound for a fintech platform selling to banks and credit unions",
    bullets: [
      "{industries.financialServices.price} a month, all in, against {industries.financialServices.inHouse} for a comparable in-house team",
      "A monthly cost {industries.financialServices.savings} below the in-house plan: {industries.financialServices.yearlySavings} a year",
    ],
    link: "/case-studies/finserv-trust-first-outbound",
    linkLabel: "Read the financial services case study",
  },
  cta: {
    heading: "Build trust before the first meeting",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will review your target institutions and personas and outline the first {program.installDays} days of your install.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { figure: "industries.financialServices.price", unit: "month" },
} satisfies OnePagerData;
