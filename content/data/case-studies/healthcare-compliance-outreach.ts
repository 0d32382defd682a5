import type { CaseStudyData } from "~/content/one-pagers";

// An anonymised client; every figure is one of SPEC section 9's healthcare figures.
export default {
  order: 2,
  date: "2026-11-23",
  illustrative: true,
  // Its card and hero lead with what this industry's program costs against an in-house team.
  headline: "A month, all in, down from $28K-$38K in-house",
  industry: "Healthcare",
  title: "Compliance-first outreach for a Series B healthcare SaaS company",
  subheading:
    "A Series B healthcare SaaS company needed hospital decision makers in its pipeline without risking its reputation with privacy-conscious buyers. {productName} installed compliance-first outbound in 7 days and reached steady state within 5-8 weeks.",
  metaTitle: "Healthcare Case Study: Compliance-First Outreach",
  metaDescription:
    "How a Series B healthcare SaaS company reached hospital buyers with compliance-first outbound: live in 7 days, 68-75% show rates and 22-30% lower CAC.",
  summary: "Compliance-first outreach to hospital buying committees, live in 7 days, with 68-75% show rates.",
  highlights: ["Live in 7 days", "68-75% show rates", "22-30% lower CAC"],
  stakes: [
    "The company's next stage depended on contracts with health systems, where buying committees are large and slow.",
    "Its buyers protect patient data for a living: one careless message could cost the brand its credibility.",
    "An in-house team would have cost $28K-$38K a month and months of hiring before the first meeting.",
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
    "The steady-state ranges {productName} works to for this industry, compared with the cost of an internal team. The client is anonymised and the ranges are program benchmarks, not audited client figures.",
  performanceMetrics: [
    { label: "Install", value: "7 days" },
    { label: "Ramp to steady state", value: "5-8 weeks" },
    { label: "Meeting show rate", value: "68-75%" },
    { label: "Lower customer acquisition cost", value: "22-30%" },
    { label: "A month, all in, down from $28K-$38K in-house", value: "$10.5K-$13.5K" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "$28K-$38K a month for a comparable team",
      "3-4 months before each new BDR is ramped",
      "Recruiting fees of 12-22% of each salary",
      "Turnover of 34%+ a year to absorb",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "$10.5K-$13.5K a month, all in",
      "Live in 7 days, at steady state in 5-8 weeks",
      "BDR, GTM engineer, copywriters and 15+ tools included",
      "Compliance review built into every sequence",
    ],
  },
  miniCaseStudy: {
    title: "A Series B healthcare SaaS company",
    bullets: [
      "Live in 7 days, at steady state within 5-8 weeks",
      "68-75% of booked meetings took place as scheduled",
      "Customer acquisition cost 22-30% below the internal-team plan",
    ],
    link: "/one-pagers/healthcare",
    linkLabel: "See the healthcare one-pager",
  },
  cta: {
    heading: "Reach healthcare buyers the compliant way",
    subheading:
      "Book a 30-minute discovery call. We will map your buying committee and show you what goes live in the first 7 days.",
    primaryText: "Book a 30-min Discovery",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
