import type { CaseStudyData } from "~/content/one-pagers";

// An anonymised client; every figure is one of SPEC section 9's financial-services figures.
export default {
  order: 3,
  date: "2026-11-23",
  illustrative: true,
  // Its card and hero lead with what this industry's program costs against an in-house team.
  headline: "A month, all in, down from $30K-$45K in-house",
  industry: "Financial Services",
  title: "Trust-first outbound for a fintech platform selling to banks",
  subheading:
    "A fintech platform selling to banks and credit unions needed meetings with risk-aware executives who ignore vendor email. {productName} installed trust-first outbound in 7 days and reached steady state within 4-6 weeks.",
  metaTitle: "Financial Services Case Study: Trust-First Outbound",
  metaDescription:
    "How a fintech platform reached bank and credit union executives with trust-first outbound: live in 7 days, 68-75% show rates and 22-30% lower CAC.",
  summary: "Proof-led outreach to bank and credit union executives, at steady state within 4-6 weeks.",
  highlights: ["Live in 7 days", "68-75% show rates", "22-30% lower CAC"],
  stakes: [
    "Growth depended on winning institutions whose executives receive more vendor pitches than they can read.",
    "Every deal passes risk, compliance and security review, so a weak first impression is hard to undo.",
    "An in-house team would have cost $30K-$45K a month, with 3-4 months of ramp for each hire.",
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
    "The steady-state ranges {productName} works to for this industry, compared with the cost of an internal team. The client is anonymised and the ranges are program benchmarks, not audited client figures.",
  performanceMetrics: [
    { label: "Install", value: "7 days" },
    { label: "Ramp to steady state", value: "4-6 weeks" },
    { label: "Meeting show rate", value: "68-75%" },
    { label: "Lower customer acquisition cost", value: "22-30%" },
    { label: "A month, all in, down from $30K-$45K in-house", value: "$9.8K-$12.5K" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "$30K-$45K a month for a comparable team",
      "3-4 months before each new BDR is ramped",
      "Recruiting fees of 12-22% of each salary",
      "Turnover of 34%+ a year to absorb",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "$9.8K-$12.5K a month, all in",
      "Live in 7 days, at steady state in 4-6 weeks",
      "BDR, GTM engineer, copywriters and 15+ tools included",
      "Messaging reviewed with compliance before launch",
    ],
  },
  miniCaseStudy: {
    title: "A fintech platform selling to banks and credit unions",
    bullets: [
      "Live in 7 days, at steady state within 4-6 weeks",
      "68-75% of booked meetings took place as scheduled",
      "Customer acquisition cost 22-30% below the internal-team plan",
    ],
    link: "/one-pagers/financial-services",
    linkLabel: "See the financial services one-pager",
  },
  cta: {
    heading: "Earn trust before the first meeting",
    subheading:
      "Book a 30-minute discovery call. We will review your target institutions and outline the first 7 days of your install.",
    primaryText: "Book a 30-min Discovery",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
