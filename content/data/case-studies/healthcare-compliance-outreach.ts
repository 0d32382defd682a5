import type { CaseStudyData } from "~/content/one-pagers";

// An illustrative program (illustrative: true), told as one engagement; every figure is one of SPEC section 9's healthcare figures.
export default {
  order: 2,
  date: "2026-11-23",
  illustrative: true,
  // Its card and hero lead with what this industry's program costs against an in-house team.
  headline: "A month, all in, down from {industries.healthcare.inHouse} in-house",
  industry: "Healthcare",
  title: "Compliance-first outreach for a Series B healthcare SaaS company",
  subheading:
    "A Series B healthcare SaaS company needed hospital decision makers in its pipeline without risking its reputation with privacy-conscious buyers. {productName} installed compliance-first outbound in {program.installDays} days and reached steady state within 5-8 weeks.",
  metaTitle: "Healthcare Case Study: Compliance-First Outreach",
  metaDescription:
    "How a Series B healthcare SaaS company reached hospital buyers with compliance-first outbound for {industries.healthcare.price} a month, not {industries.healthcare.inHouse} in-house.",
  summary: "Compliance-first outreach to hospital buying committees, live in {program.installDays} days, with {program.showRate} show rates.",
  highlights: ["{industries.healthcare.savings} below in-house cost", "{industries.healthcare.yearlySavings} saved a year"],
  stakes: [
    "The company's next stage depended on contracts with health systems, where buying committees are large and slow.",
    "Its buyers protect patient data for a living: one careless message could cost the brand its credibility.",
    "An in-house team would have cost {industries.healthcare.inHouse} a month and months of hiring before the first meeting.",
  ],
  challenges: [
    "Reaching clinical, operational, IT and procurement leaders inside the same health systems.",
    "Writing outreach that respected privacy expectations and clinical evidence.",
    "Keeping deliverability high against conservative hospital email filters.",
  ],
  solutions: [
    {
      title: "A buying-committee map",
      description:
        "3-5 personas per target account, from clinical champions to IT and procurement, each with its own message and proof points.",
    },
    {
      title: "Compliance-reviewed copy",
      description:
        "Sequences of 8-12 touchpoints over 2-4 weeks, reviewed with the company's compliance lead before launch.",
    },
    {
      title: "Protected sending",
      description:
        "Dedicated domains and inboxes, warmed and monitored, kept the company's main domain out of harm's way.",
    },
    {
      title: "An embedded BDR",
      description:
        "A full-time BDR handled every reply within 2 business hours and handed over qualified meetings with the full context.",
    },
  ],
  performanceNote:
    "The steady-state ranges {productName} works to for this industry, and the program's saving against a comparable in-house team: from the top of its monthly range against the bottom of the in-house one, to the bottom of its range against the top. Program benchmarks, not one client's audited figures.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "5-8 weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "A month, all in, down from {industries.healthcare.inHouse} in-house", value: "{industries.healthcare.price}" },
    { label: "Lower monthly cost than the in-house plan", value: "{industries.healthcare.savings}" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "{industries.healthcare.inHouse} a month for a comparable team",
      "{internalBdr.rampMonths} months before each new BDR is ramped",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "Turnover of {internalBdr.turnover}+ a year to absorb",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "{industries.healthcare.price} a month, all in",
      "Live in {program.installDays} days, at steady state in 5-8 weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "Compliance review built into every sequence",
    ],
  },
  miniCaseStudy: {
    title: "A Series B healthcare SaaS company",
    bullets: [
      "Live in {program.installDays} days, at steady state within 5-8 weeks",
      "Outbound for {industries.healthcare.price} a month, all in, against {industries.healthcare.inHouse} for a comparable in-house team",
      "A monthly cost {industries.healthcare.savings} below the in-house plan: {industries.healthcare.yearlySavings} a year, with no BDR hiring before the first meeting",
    ],
    link: "/one-pagers/healthcare",
    linkLabel: "See the healthcare one-pager",
  },
  cta: {
    heading: "Reach healthcare buyers the compliant way",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will map your buying committee and show you what goes live in the first {program.installDays} days.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
