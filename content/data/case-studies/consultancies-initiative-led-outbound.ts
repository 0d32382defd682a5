import type { CaseStudyData } from "~/content/one-pagers";

// An illustrative program (illustrative: true), told as one engagement; every figure is one of SPEC section 9's consultancy figures.
export default {
  order: 5,
  date: "2026-11-23",
  illustrative: true,
  // Its card and hero lead with what this industry's program costs against an in-house team.
  headline: "A month, all in, down from {industries.consultancies.inHouse} in-house",
  industry: "Software Consultancies",
  title: "Initiative-led outbound for a cloud and data engineering consultancy",
  subheading:
    "A cloud and data engineering consultancy lived from referral to referral. {productName} installed initiative-led outbound in {program.installDays} days that reaches the owners of new projects before they pick a partner.",
  metaTitle: "Consultancy Case Study: Initiative-Led Outbound",
  metaDescription:
    "How a cloud and data engineering consultancy found new projects with initiative-led outbound for {industries.consultancies.price} a month, not {industries.consultancies.inHouse} in-house.",
  summary: "Outreach timed to new initiatives, so new projects no longer depend on referrals alone.",
  highlights: ["{industries.consultancies.savings} below in-house cost", "{industries.consultancies.yearlySavings} saved a year"],
  stakes: [
    "Referrals brought good projects, but never on a schedule, so the consultancy swung between overbooked and idle.",
    "Bench time between projects was eating into margin.",
    "An in-house team would have cost {industries.consultancies.inHouse} a month, and the partners would still have been prospecting.",
  ],
  challenges: [
    "Knowing which companies were about to start cloud and data projects.",
    "Explaining deep technical expertise in a few lines a busy leader would read.",
    "Keeping outreach running while senior people were busy on delivery.",
  ],
  solutions: [
    {
      title: "Initiative signals",
      description:
        "Weekly lists built from the signals that precede projects: new funding, leadership hires and platform changes.",
    },
    {
      title: "Expertise-led copy",
      description:
        "Copywriters turned past projects into short, specific messages that showed the problem had been solved before.",
    },
    {
      title: "Owner-level targeting",
      description:
        "3-5 personas per account, from the technology leader to the business owner of the initiative.",
    },
    {
      title: "A system that runs itself",
      description:
        "An embedded BDR and a GTM engineer ran the program, so partners joined only for qualified conversations.",
    },
  ],
  performanceNote:
    "The steady-state ranges {productName} works to for this industry, and the program's saving against a comparable in-house team: from the top of its monthly range against the bottom of the in-house one, to the bottom of its range against the top. Program benchmarks, not one client's audited figures.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "{program.rampWeeks} weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "A month, all in, down from {industries.consultancies.inHouse} in-house", value: "{industries.consultancies.price}" },
    { label: "Lower monthly cost than the in-house plan", value: "{industries.consultancies.savings}" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "{industries.consultancies.inHouse} a month for a comparable team",
      "{internalBdr.rampMonths} months before each new BDR is ramped",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "Partners still pulled into prospecting",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "{industries.consultancies.price} a month, all in",
      "Live in {program.installDays} days, at steady state in {program.rampWeeks} weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "Partners focused on delivery and closing",
    ],
  },
  miniCaseStudy: {
    title: "A cloud and data engineering consultancy",
    bullets: [
      "Initiative-led outbound for {industries.consultancies.price} a month, all in, against {industries.consultancies.inHouse} for a comparable in-house team",
      "A monthly cost {industries.consultancies.savings} below the in-house plan: {industries.consultancies.yearlySavings} a year, with partners kept on delivery",
    ],
    link: "/one-pagers/software-consultancies",
    linkLabel: "See the consultancy one-pager",
  },
  cta: {
    heading: "Find your next project before it finds a partner",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will look at the initiatives you deliver best and show you how we reach their owners.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
