import type { OnePagerData } from "~/content/one-pagers";

// The staff-augmentation offer. Every price and figure is one of SPEC section 9's figures.
export default {
  order: 6,
  industry: "Staff Augmentation",
  title: "Latin American BDRs on your team, from {talent.monthly} a month",
  subheading:
    "{productName} Talent places bilingual business development reps from Latin America's leading universities directly on your team: C1/C2 English, working hours that overlap with yours, deployed in {talent.deployDays} days.",
  metaTitle: "{productName} Talent: Latin American BDRs from {talent.monthly}",
  metaDescription:
    "Staff augmentation with Latin American BDRs: from {talent.monthly} a month per BDR, deployed in {talent.deployDays} days, {claims.talentSavings} savings and a {talent.proofOfConceptMonths}-month proof of concept.",
  summary:
    "Bilingual Latin American BDRs on your own team, from {talent.monthly} a month per BDR and deployed in {talent.deployDays} days.",
  highlights: [
    "From {talent.monthly} a month per BDR",
    "Deployed in {talent.deployDays} days",
    "{talent.proofOfConceptMonths}-month proof of concept",
  ],
  headlineStats: [
    { label: "Partner universities", value: "{talent.universities}" },
    { label: "Countries", value: "15+" },
    { label: "English level", value: "C1/C2" },
    { label: "Coverage", value: "24/7" },
  ],
  stakes: [
    "Hiring a BDR locally costs {internalBdr.total} a year fully loaded, and the seat stays empty for months while you recruit.",
    "Turnover of {internalBdr.turnover}+ means the hiring and ramp cycle starts again just as a rep becomes productive.",
    "Latin America's universities produce ambitious, bilingual graduates who want a career in B2B sales.",
    "Working hours overlap with North American teams, so reps join your stand-ups, calls and pipeline reviews live.",
  ],
  challenges: [
    "Recruiting good BDRs takes months and fees of {internalBdr.recruiting} of salary.",
    "Ramp-up takes {internalBdr.rampMonths} months before a new rep carries a full target.",
    "Scaling up or down with demand is hard when every seat is a long-term hire.",
    "Covering more hours and time zones without building a second team.",
  ],
  solutions: [
    {
      title: "Pre-vetted talent",
      description:
        "Reps come from a network of {talent.universities} universities in {talent.countries} countries and are screened for C1/C2 English and sales aptitude.",
    },
    {
      title: "Deployed in {talent.deployDays} days",
      description:
        "We match candidates to your market and playbook and have your new BDR working in your tools within {talent.deployDays} days.",
    },
    {
      title: "Flexible terms",
      description:
        "Start with a {talent.proofOfConceptMonths}-month proof of concept, then continue month-to-month, adding or removing seats as your pipeline needs change.",
    },
    {
      title: "Around-the-clock coverage",
      description:
        "Spread reps across time zones for 24/7 coverage of inbound replies, follow-ups and global accounts.",
    },
  ],
  performanceNote:
    "Pricing is per BDR per month. Savings compare the yearly price with a local hire's {internalBdr.salary} base salary.",
  performanceMetrics: [
    { label: "Per BDR per month", value: "From {talent.monthly}" },
    { label: "Deployment", value: "{talent.deployDays} days" },
    { label: "Lower salary cost than a local hire", value: "{claims.talentSavings}" },
    { label: "Proof of concept, then month-to-month", value: "3 months" },
  ],
  buildVsBuy: {
    internalTitle: "Hire locally",
    internal: [
      "{internalBdr.salary} base salary, {internalBdr.total} a year fully loaded",
      "Recruiting fees of {internalBdr.recruiting} of salary",
      "{internalBdr.rampMonths} months of ramp-up",
      "Turnover of {internalBdr.turnover}+ a year",
      "Long-term commitment from the first day",
    ],
    productSideTitle: "{productName} Talent",
    productSide: [
      "From {talent.monthly} a month per BDR",
      "Deployed in {talent.deployDays} days",
      "{claims.talentSavings} savings on salary: from {talent.yearly} a year against a {internalBdr.salary} base salary",
      "{talent.proofOfConceptMonths}-month proof of concept, then month-to-month",
      "Reps from {talent.universities} universities in {talent.countries} countries",
    ],
  },
  cta: {
    heading: "Meet your next BDR in {talent.deployDays} days",
    subheading:
      "Book a {calls.outbound}-minute discovery call. Tell us about your market and playbook and we will outline the profile, the timeline and the proof of concept.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { figure: "talent.monthly", unit: "month per BDR" },
  talentMap: true,
} satisfies OnePagerData;
