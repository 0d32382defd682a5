import type { OnePagerData } from "~/content/one-pagers";

// The staff-augmentation offer. Every price and figure is one of SPEC section 9's figures.
export default {
  order: 6,
  industry: "Staff Augmentation",
  title: "Latin American BDRs on your team, from $2,500 a month",
  subheading:
    "{productName} Talent places bilingual business development reps from Latin America's leading universities directly on your team: C1/C2 English, working hours that overlap with yours, deployed in 7-14 days.",
  metaTitle: "{productName} Talent: Latin American BDRs from $2,500",
  metaDescription:
    "Staff augmentation with Latin American BDRs: from $2,500 a month per BDR, deployed in 7-14 days, 60-70% savings and a 3-month proof of concept.",
  summary:
    "Bilingual Latin American BDRs on your own team, from $2,500 a month per BDR and deployed in 7-14 days.",
  highlights: ["From $2,500 a month per BDR", "Deployed in 7-14 days", "60-70% savings"],
  headlineStats: [
    { label: "Partner universities", value: "150+" },
    { label: "Countries", value: "15+" },
    { label: "English level", value: "C1/C2" },
    { label: "Coverage", value: "24/7" },
  ],
  stakes: [
    "Hiring a BDR locally costs $151,475 a year fully loaded, and the seat stays empty for months while you recruit.",
    "Turnover of 34%+ means the hiring and ramp cycle starts again just as a rep becomes productive.",
    "Latin America's universities produce ambitious, bilingual graduates who want a career in B2B sales.",
    "Working hours overlap with North American teams, so reps join your stand-ups, calls and pipeline reviews live.",
  ],
  challenges: [
    "Recruiting good BDRs takes months and fees of 12-22% of salary.",
    "Ramp-up takes 3-4 months before a new rep carries a full target.",
    "Scaling up or down with demand is hard when every seat is a long-term hire.",
    "Covering more hours and time zones without building a second team.",
  ],
  solutions: [
    {
      title: "Pre-vetted talent",
      description:
        "Reps come from a network of 150+ universities in 15+ countries and are screened for C1/C2 English and sales aptitude.",
    },
    {
      title: "Deployed in 7-14 days",
      description:
        "We match candidates to your market and playbook and have your new BDR working in your tools within 7-14 days.",
    },
    {
      title: "Flexible terms",
      description:
        "Start with a 3-month proof of concept, then continue month-to-month, adding or removing seats as your pipeline needs change.",
    },
    {
      title: "Around-the-clock coverage",
      description:
        "Spread reps across time zones for 24/7 coverage of inbound replies, follow-ups and global accounts.",
    },
  ],
  performanceNote:
    "Pricing is per BDR per month. Savings compare with the fully loaded cost of a local hire, salary, benefits, recruiting, training, management and tools included.",
  performanceMetrics: [
    { label: "Per BDR per month", value: "From $2,500" },
    { label: "Deployment", value: "7-14 days" },
    { label: "Savings versus a local hire", value: "60-70%" },
    { label: "Proof of concept, then month-to-month", value: "3 months" },
  ],
  buildVsBuy: {
    internalTitle: "Hire locally",
    internal: [
      "$91,000 base salary, $151,475 a year fully loaded",
      "Recruiting fees of 12-22% of salary",
      "3-4 months of ramp-up",
      "Turnover of 34%+ a year",
      "Long-term commitment from the first day",
    ],
    productSideTitle: "{productName} Talent",
    productSide: [
      "From $2,500 a month per BDR",
      "Deployed in 7-14 days",
      "60-70% savings on the cost of a local hire",
      "3-month proof of concept, then month-to-month",
      "Reps from 150+ universities in 15+ countries",
    ],
  },
  cta: {
    heading: "Meet your next BDR in 7-14 days",
    subheading:
      "Book a 30-minute discovery call. Tell us about your market and playbook and we will outline the profile, the timeline and the proof of concept.",
    primaryText: "Book a 30-min Discovery",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { min: 2500, unit: "month per BDR" },
  talentMap: true,
} satisfies OnePagerData;
