import type { OnePagerData } from "~/content/one-pagers";

// Every price and figure on this page is one of SPEC section 9's figures; the mini case
// study is the anonymised data-privacy startup of /case-study/data-privacy-compliance-startup.
export default {
  order: 5,
  industry: "SaaS",
  title: "Outbound pipeline for SaaS teams in 30 days",
  subheading:
    "{productName} plugs a complete outbound engine into your revenue team: an embedded BDR, a GTM engineer, copywriters and 15+ tools. Live in 7 days, with qualified leads in 2-3 weeks and a 30-day pilot to prove it.",
  metaTitle: "SaaS Outbound Pipeline in 30 Days: One-Pager",
  metaDescription:
    "Outbound for SaaS teams: live in 7 days, qualified leads in 2-3 weeks, 68-75% show rates and $9.8K-$12.5K a month versus $35K-$45K for an in-house team.",
  summary: "A complete outbound engine for SaaS revenue teams: live in 7 days, qualified leads in 2-3 weeks.",
  highlights: ["$9.8K-$12.5K a month", "Live in 7 days", "Leads in 2-3 weeks"],
  stakes: [
    "Inbound alone rarely carries a SaaS company to its next funding round. Outbound decides whether the number is hit.",
    "Every month without predictable pipeline pushes hiring plans, launches and runway decisions further out.",
    "Building outbound in-house costs $35K-$45K a month, and the first BDR needs 3-4 months before producing.",
    "Founders who prospect themselves lose the time they need for product, customers and investors.",
  ],
  challenges: [
    "Turning a broad market into a precise list of accounts and personas that will actually buy.",
    "Deliverability: sending at volume without burning the company domain.",
    "Testing enough messages and segments to learn what works before the quarter ends.",
    "Converting replies into meetings fast enough that interest does not cool.",
  ],
  solutions: [
    {
      title: "ICP and persona blueprint",
      description:
        "We define 40-60 target accounts a week per rep and 3-5 personas per account, built from your best customers and lost deals.",
    },
    {
      title: "Sending infrastructure",
      description:
        "Dedicated domains and inboxes, warmed and monitored, carry the volume, so your main domain stays clean.",
    },
    {
      title: "Sequences that learn",
      description:
        "8-12 touchpoints over 2-4 weeks, with experiments in 2-week cycles that keep the winning messages and retire the rest.",
    },
    {
      title: "Fast, human follow-up",
      description:
        "An embedded BDR answers replies within 2 business hours, qualifies and books meetings straight into your team's calendars.",
    },
  ],
  performanceNote:
    "Steady-state figures, reached after a ramp of 4-6 weeks. Pipeline targets depend on your deal size and sales cycle, so we set them with you during the install.",
  performanceMetrics: [
    { label: "Install", value: "7 days" },
    { label: "First qualified leads", value: "2-3 weeks" },
    { label: "Meeting show rate", value: "68-75%" },
    { label: "Lower customer acquisition cost", value: "22-30%" },
    { label: "Pipeline coverage target", value: "3-5x" },
    { label: "Monthly investment", value: "$9.8K-$12.5K" },
  ],
  buildVsBuy: {
    internalTitle: "Build an internal team",
    internal: [
      "$35K-$45K a month for a comparable in-house team",
      "Recruiting fees of 12-22% of each salary",
      "3-4 months before a new BDR is fully ramped",
      "Turnover of 34%+ a year restarts hiring and ramp",
      "Tools at $1,400+ a month per BDR, bought and integrated by you",
    ],
    productSideTitle: "Plug in {productName}",
    productSide: [
      "$9.8K-$12.5K a month, all in",
      "Live in 7 days, qualified leads in 2-3 weeks",
      "BDR, GTM engineer, copywriters and 15+ tools included",
      "24/7 AI-assisted operations behind your BDR",
      "No setup fees",
    ],
  },
  miniCaseStudy: {
    title: "A B2B data-privacy and compliance software startup",
    bullets: [
      "25-35 sales-qualified leads a month, up from 5-10",
      "Lead-to-customer conversion of 15%, up from 8-10%",
      "Sales cycle down to 30 days from 45-60",
      "300% ROI in 6 months and 200+ hours a month saved",
    ],
    link: "/case-study/data-privacy-compliance-startup",
    linkLabel: "Read the full case study",
  },
  cta: {
    heading: "Your pipeline, 30 days from now",
    subheading:
      "Book a 30-minute discovery call. We will review your ICP, agree on targets and show you what goes live in the first 7 days.",
    primaryText: "Book a 30-min Discovery",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { min: 9800, max: 12500, unit: "month" },
} satisfies OnePagerData;
