import type { CaseStudyData } from "~/content/one-pagers";

// An illustrative program (illustrative: true), told as one engagement; every figure is one of SPEC section 9's financial-services figures.
export default {
  order: 3,
  date: "2026-11-23",
  illustrative: true,
  // Its card and hero lead with what this industry's program costs against an in-house team.
  headline: "A month, all in, down from {industries.financialServices.inHouse} in-house",
  industry: "Financial Services",
  title: "Trust-first outbound for a fintech platform selling to banks",
  subheading:
    "A fintech platform selling to banks and credit unions needed meetings with risk-aware executives who ignore vendor email. {productName} installed trust-first outbound in {program.installDays} days and reached steady state within {program.rampWeeks} weeks.",
  metaTitle: "Financial Services Case Study: Trust-First Outbound",
  metaDescription:
    "How a fintech platform reached bank and credit union executives with trust-first outbound for {industries.financialServices.price} a month, not {industries.financialServices.inHouse} in-house.",
  summary: "Proof-led outreach to bank and credit union executives, at steady state within {program.rampWeeks} weeks.",
  highlights: ["{industries.financialServices.savings} below in-house cost", "{industries.financialServices.yearlySavings} saved a year"],
  stakes: [
    "Growth depended on winning institutions whose executives receive more vendor pitches than they can read.",
    "Every deal passes risk, compliance and security review, so a weak first impression is hard to undo.",
    "An in-house team would have cost {industries.financialServices.inHouse} a month, with {internalBdr.rampMonths} months of ramp for each hire.",
  ],
  challenges: [
    "Getting past gatekeepers to the executives who own budget and risk.",
    "Staying within communication policies while still being specific and relevant.",
    "Answering early security questions without stalling the conversation.",
  ],
  solutions: [
    {
      title: "Trust-first messaging",
      description:
        "The first message led with security posture and relevant outcomes, answering the question every risk-aware buyer asks.",
    },
    {
      title: "Stakeholder coverage",
      description:
        "3-5 personas per institution, from the business line to risk, compliance and IT, each with its own angle.",
    },
    {
      title: "Multi-channel pacing",
      description:
        "8-12 touchpoints over 2-4 weeks across email, LinkedIn and phone, paced for senior executives.",
    },
    {
      title: "2-week experiment cycles",
      description:
        "Messages and segments were tested every two weeks, so the program kept what worked and dropped the rest.",
    },
  ],
  performanceNote:
    "The steady-state ranges {productName} works to for this industry, and the program's saving against a comparable in-house team: from the top of its monthly range against the bottom of the in-house one, to the bottom of its range against the top. Program benchmarks, not one client's audited figures.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "{program.rampWeeks} weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "A month, all in, down from {industries.financialServices.inHouse} in-house", value: "{industries.financialServices.price}" },
    { label: "Lower monthly cost than the in-house plan", value: "{industries.financialServices.savings}" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "{industries.financialServices.inHouse} a month for a comparable team",
      "{internalBdr.rampMonths} months before each new BDR is ramped",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "Turnover of {internalBdr.turnover}+ a year to absorb",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "{industries.financialServices.price} a month, all in",
      "Live in {program.installDays} days, at steady state in {program.rampWeeks} weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "Messaging reviewed with compliance before launch",
    ],
  },
  miniCaseStudy: {
    title: "A fintech platform selling to banks and credit unions",
    bullets: [
      "Trust-first outbound for {industries.financialServices.price} a month, all in, against {industries.financialServices.inHouse} for a comparable in-house team",
      "A monthly cost {industries.financialServices.savings} below the in-house plan: {industries.financialServices.yearlySavings} a year not spent on hiring and ramping BDRs",
    ],
    link: "/one-pagers/financial-services",
    linkLabel: "See the financial services one-pager",
  },
  cta: {
    heading: "Earn trust before the first meeting",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will review your target institutions and outline the first {program.installDays} days of your install.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
