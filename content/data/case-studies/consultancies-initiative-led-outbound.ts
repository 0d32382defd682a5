import type { CaseStudyData } from "~/content/one-pagers";

// An anonymised client; every figure is one of SPEC section 9's consultancy figures.
export default {
  order: 5,
  date: "2026-11-23",
  illustrative: true,
  // Its card and hero lead with what this industry's program costs against an in-house team.
  headline: "A month, all in, down from $22K-$30K in-house",
  industry: "Software Consultancies",
  title: "Initiative-led outbound for a cloud and data engineering consultancy",
  subheading:
    "A cloud and data engineering consultancy lived from referral to referral. {productName} installed initiative-led outbound in 7 days that reaches the owners of new projects before they pick a partner.",
  metaTitle: "Consultancy Case Study: Initiative-Led Outbound",
  metaDescription:
    "How a cloud and data engineering consultancy found new projects with initiative-led outbound: live in 7 days, 68-75% show rates and 22-30% lower CAC.",
  summary: "Outreach timed to new initiatives, so new projects no longer depend on referrals alone.",
  highlights: ["Live in 7 days", "68-75% show rates", "22-30% lower CAC"],
  stakes: [
    "Referrals brought good projects, but never on a schedule, so the consultancy swung between overbooked and idle.",
    "Bench time between projects was eating into margin.",
    "An in-house team would have cost $22K-$30K a month, and the partners would still have been prospecting.",
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
    "The steady-state ranges {productName} works to for this industry, compared with the cost of an internal team. The client is anonymised and the ranges are program benchmarks, not audited client figures.",
  performanceMetrics: [
    { label: "Install", value: "7 days" },
    { label: "Ramp to steady state", value: "4-6 weeks" },
    { label: "Meeting show rate", value: "68-75%" },
    { label: "Lower customer acquisition cost", value: "22-30%" },
    { label: "A month, all in, down from $22K-$30K in-house", value: "$8.9K-$10.9K" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "$22K-$30K a month for a comparable team",
      "3-4 months before each new BDR is ramped",
      "Recruiting fees of 12-22% of each salary",
      "Partners still pulled into prospecting",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "$8.9K-$10.9K a month, all in",
      "Live in 7 days, at steady state in 4-6 weeks",
      "BDR, GTM engineer, copywriters and 15+ tools included",
      "Partners focused on delivery and closing",
    ],
  },
  miniCaseStudy: {
    title: "A cloud and data engineering consultancy",
    bullets: [
      "Live in 7 days, at steady state within 4-6 weeks",
      "68-75% of booked meetings with initiative owners took place",
      "Customer acquisition cost 22-30% below the internal-team plan",
    ],
    link: "/one-pagers/software-consultancies",
    linkLabel: "See the consultancy one-pager",
  },
  cta: {
    heading: "Find your next project before it finds a partner",
    subheading:
      "Book a 30-minute discovery call. We will look at the initiatives you deliver best and show you how we reach their owners.",
    primaryText: "Book a 30-min Discovery",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
