import type { OnePagerData } from "~/content/one-pagers";

// Every price and figure on this page is one of SPEC section 9's figures.
export default {
  order: 4,
  industry: "Software Consultancies",
  title: "Initiative-led outbound for software consultancies",
  subheading:
    "Stop living from referral to referral. {productName} finds companies starting the initiatives you deliver best, reaches the people who own them and books the conversations, live in 7 days.",
  metaTitle: "Software Consultancy Outbound: Industry One-Pager",
  metaDescription:
    "Initiative-led outbound for software consultancies: live in 7 days, 68-75% show rates, $8.9K-$10.9K a month versus $22K-$30K for an in-house team.",
  summary:
    "Reach the owners of the projects you deliver best, so new work no longer depends on referrals alone.",
  highlights: ["$8.9K-$10.9K a month", "Live in 7 days", "68-75% show rates"],
  stakes: [
    "Referrals are valuable but unpredictable. A consultancy that depends on them swings between overbooked and idle.",
    "Bench time is expensive: every week without the next project eats into margin.",
    "Buyers hire consultancies for a specific initiative, so the timing and relevance of outreach decide who gets the call.",
    "A comparable in-house team costs $22K-$30K a month, and partners end up prospecting in their spare time anyway.",
  ],
  challenges: [
    "Knowing which companies are about to start the kind of project you deliver.",
    "Explaining deep technical expertise in a few lines a busy leader will actually read.",
    "Reaching the owner of the initiative rather than a generic procurement inbox.",
    "Keeping outreach running while senior people are busy on delivery.",
  ],
  solutions: [
    {
      title: "Initiative signals",
      description:
        "We track the signals that precede projects, such as new funding, leadership hires and platform changes, and build weekly lists from them.",
    },
    {
      title: "Expertise-led messaging",
      description:
        "Copywriters turn your case work into short, specific messages that show you have solved this exact problem before.",
    },
    {
      title: "Owner-level targeting",
      description:
        "3-5 personas per account, from the technology leader to the business owner of the initiative, each with its own angle.",
    },
    {
      title: "A pipeline that runs without partners",
      description:
        "An embedded BDR and a GTM engineer run the whole system, so your senior people step in only for qualified conversations.",
    },
  ],
  performanceNote:
    "Steady-state figures, reached after a ramp of 4-6 weeks. Pipeline targets depend on your project sizes and services, so we set them with you during the install.",
  performanceMetrics: [
    { label: "Install", value: "7 days" },
    { label: "Ramp to steady state", value: "4-6 weeks" },
    { label: "Meeting show rate", value: "68-75%" },
    { label: "Lower customer acquisition cost", value: "22-30%" },
    { label: "Pipeline coverage target", value: "3-5x" },
    { label: "Monthly investment", value: "$8.9K-$10.9K" },
  ],
  buildVsBuy: {
    internalTitle: "Build an internal team",
    internal: [
      "$22K-$30K a month for a comparable in-house team",
      "Recruiting fees of 12-22% of each salary",
      "3-4 months before a new BDR is fully ramped",
      "Turnover of 34%+ a year restarts hiring and ramp",
      "Partners still pulled into prospecting and list building",
    ],
    productSideTitle: "Plug in {productName}",
    productSide: [
      "$8.9K-$10.9K a month, all in",
      "Live in 7 days, at steady state in 4-6 weeks",
      "BDR, GTM engineer, copywriters and 15+ tools included",
      "Partners join only for qualified conversations",
      "No setup fees",
    ],
  },
  caseStudy: {
    title: "Initiative-led outbound for a cloud and data engineering consultancy",
    bullets: [
      "Installed in 7 days, at steady state within 4-6 weeks",
      "Meeting show rates of 68-75% with initiative owners",
      "Customer acquisition cost 22-30% below the internal-team plan",
    ],
    link: "/case-studies/consultancies-initiative-led-outbound",
    linkLabel: "Read the consultancy case study",
  },
  cta: {
    heading: "Fill your pipeline before your bench fills up",
    subheading:
      "Book a 30-minute discovery call. We will look at the initiatives you deliver best and show you how we find the companies starting them.",
    primaryText: "Book a 30-min Discovery",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { min: 8900, max: 10900, unit: "month" },
} satisfies OnePagerData;
