import type { OnePagerData } from "~/content/one-pagers";

// Every price and figure on this page is one of SPEC section 9's figures.
export default {
  order: 3,
  industry: "Staffing and Recruiting",
  title: "Role-based outbound for staffing and recruiting firms",
  subheading:
    "Win new clients while your recruiters recruit. {productName} finds the companies hiring for the roles you fill, reaches their hiring managers first and books the meetings, live in {program.installDays} days.",
  metaTitle: "Staffing and Recruiting Outbound: One-Pager",
  metaDescription:
    "Role-based outbound for staffing firms: reach hiring managers with open roles, live in {program.installDays} days, {industries.staffing.price} a month versus {industries.staffing.inHouse} for an in-house team.",
  summary:
    "Reach hiring managers the week they open the roles you fill, with outreach built around those roles.",
  highlights: ["{industries.staffing.price} a month", "Live in {program.installDays} days", "{program.showRate} show rates"],
  stakes: [
    "Hiring demand moves fast. The firm that reaches a hiring manager first, with the right candidates in mind, wins the search.",
    "Recruiters who also prospect do neither well. Business development deserves its own focused engine.",
    "Client concentration is a risk: a steady flow of new accounts protects revenue when a big client pauses hiring.",
    "A comparable in-house team costs {industries.staffing.inHouse} a month, with {internalBdr.turnover}+ yearly turnover to manage on top.",
  ],
  challenges: [
    "Spotting which companies are hiring for your specialities before competitors do.",
    "Getting hiring managers, not only HR, into a conversation.",
    "Standing out in inboxes full of near-identical agency pitches.",
    "Replying fast enough: interest cools within hours when a role is urgent.",
  ],
  solutions: [
    {
      title: "Role-based targeting",
      description:
        "We build lists from open roles and hiring signals in your specialities and refresh them every week, 40-60 accounts per rep.",
    },
    {
      title: "Messages built around the role",
      description:
        "Each sequence speaks to the exact position, its market and your recent placements, so hiring managers see a partner rather than another agency.",
    },
    {
      title: "Speed to reply",
      description:
        "An embedded BDR answers every reply within 2 business hours and books the call straight into your recruiters' calendars.",
    },
    {
      title: "A shared view in your CRM",
      description:
        "Every account, conversation and booked meeting is logged where your team already works, so nothing falls between sales and delivery.",
    },
  ],
  performanceNote:
    "Steady-state figures, reached after a ramp of {program.rampWeeks} weeks. Pipeline targets depend on your fee levels and specialities, so we set them with you during the install.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "{program.rampWeeks} weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "Pipeline coverage target", value: "3-5x" },
    { label: "Monthly investment", value: "{industries.staffing.price}" },
  ],
  buildVsBuy: {
    internalTitle: "Build an internal team",
    internal: [
      "{industries.staffing.inHouse} a month for a comparable in-house team",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "{internalBdr.rampMonths} months before a new BDR is fully ramped",
      "Turnover of {internalBdr.turnover}+ a year restarts hiring and ramp",
      "Tools at {internalBdr.toolsMonthly}+ a month per BDR, bought and integrated by you",
    ],
    productSideTitle: "Plug in {productName}",
    productSide: [
      "{industries.staffing.price} a month, all in",
      "Live in {program.installDays} days, at steady state in {program.rampWeeks} weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "Your recruiters stay focused on filling roles",
      "No setup fees",
    ],
  },
  caseStudy: {
    title: "Role-based outbound for a specialist IT staffing firm",
    bullets: [
      "{industries.staffing.price} a month, all in, against {industries.staffing.inHouse} for a comparable in-house team",
      "A monthly cost {industries.staffing.savings} below the in-house plan: {industries.staffing.yearlySavings} a year",
    ],
    link: "/case-studies/staffing-role-based-outbound",
    linkLabel: "Read the staffing case study",
  },
  cta: {
    heading: "Reach hiring managers before your competitors do",
    subheading:
      "Book a {calls.outbound}-minute discovery call. Tell us the roles you fill best and we will show you how we find the companies hiring for them.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
  price: { figure: "industries.staffing.price", unit: "month" },
} satisfies OnePagerData;
