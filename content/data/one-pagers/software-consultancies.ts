import type { OnePagerData } from "~/content/one-pagers";

// Every price and figure on this page is one of SPEC section 9's figures.
export default {
  order: 4,
  industry: "Software Consultancies",
  title: "Initiative-led outbound for software consultancies",
  subheading:
    "Stop living from referral to referral. {productName} finds companies starting the initiatives you deliver best, reaches the people who own them and books the conversations, live in {program.installDays} days.",
  metaTitle: "Software Consultancy Outbound: Industry One-Pager",
  metaDescription:
    "Initiative-led outbound for software consultancies: live in {program.installDays} days, {program.showRate} show rates, {industries.consultancies.price} a month versus {industries.consultancies.inHouse} for an in-house team.",
  summary:
    "Reach the owners of the projects you deliver best, so new work no longer depends on referrals alone.",
  highlights: ["{industries.consultancies.price} a month", "Live in {program.installDays} days", "{program.showRate} show rates"],
  stakes: [
    "Referrals are valuable but unpredictable. A consultancy that depends on them swings between overbooked and idle.",
    "Bench time is expensive: every week without the next project eats into margin.",
    "Buyers hire consultancies for a specific initiative, so the timing and relevance of outreach decide who gets the call.",
    "A comparable in-house team costs {industries.consultancies.inHouse} a month, and partners end up prospecting in their spare time anyway.",
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
    "Steady-state figures, reached after a ramp of {program.rampWeeks} weeks. Pipeline targets depend on your project sizes and services, so we set them with you during the install.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "{program.rampWeeks} weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "Pipeline coverage target", value: "3-5x" },
    { label: "Monthly investment", value: "{industries.consultancies.price}" },
  ],
  buildVsBuy: {
    internalTitle: "Build an internal team",
    internal: [
      "{industries.consultancies.inHouse} a month for a comparable in-house team",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "{internalBdr.rampMonths} months before a new BDR is fully ramped",
      "Turnover of {internalBdr.turnover}+ a year restarts hiring and ramp",
      "Partners still pulled into prospecting and list building",
    ],
    productSideTitle: "Plug in {productName}",
    productSide: [
      "{industries.consultancies.price} a month, all in",
      "Live in {program.installDays} days, at steady state in {program.rampWeeks} weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "Partners join only for qualified conversations",
      "No setup fees",
    ],
  },
  caseStudy: {
    title: "Initiative-led outbound for a cloud and data engineering consultancy",
    bullets: [
      "{industries.consultancies.price} a month, all in, against {industries.consultancies.inHouse} for a comparable in-house team",
      "A monthly cost {industries.consultancies.savings} below the in-house plan: {industries.consultancies.yearlySavings} a year",
    ],
    link: "/case-studies/consultancies-initiative-led-outbound",
    linkLabel: "Read the consultancy case study",
  },
  cta: {
    heading: "Fill your pipeline before your bench fills up",
    subheading:
      "Book a {calls.outbound}-minute discovery call. We will look at the initiatives you deliver best and show you how we find the companies starting them.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { figure: "industries.consultancies.price", unit: "month" },
} satisfies OnePagerData;
