import type { CaseStudyData } from "~/content/one-pagers";

// An illustrative program (illustrative: true), told as one engagement; every figure is one of SPEC section 9's staffing figures.
export default {
  order: 4,
  date: "2026-11-23",
  illustrative: true,
  // Its card and hero lead with what this industry's program costs against an in-house team.
  headline: "A month, all in, down from {industries.staffing.inHouse} in-house",
  industry: "Staffing and Recruiting",
  title: "Role-based outbound for a specialist IT staffing firm",
  subheading:
    "A specialist IT staffing firm wanted new clients without pulling its recruiters into prospecting. {productName} installed role-based outbound in {program.installDays} days that reaches hiring managers while their roles are still open.",
  metaTitle: "Staffing Case Study: Role-Based Outbound",
  metaDescription:
    "How a specialist IT staffing firm reached hiring managers with role-based outbound for {industries.staffing.price} a month, not {industries.staffing.inHouse} in-house.",
  summary: "Outreach built around open roles, reaching hiring managers while the search is still live.",
  highlights: ["{industries.staffing.savings} below in-house cost", "{industries.staffing.yearlySavings} saved a year"],
  stakes: [
    "New business depended on a few recruiters prospecting between searches, so pipeline rose and fell with their workload.",
    "A handful of large clients carried most of the revenue, a risk whenever one of them paused hiring.",
    "An in-house team would have cost {industries.staffing.inHouse} a month, with {internalBdr.turnover}+ yearly turnover to manage.",
  ],
  challenges: [
    "Spotting companies hiring for the firm's specialities before competing agencies did.",
    "Getting hiring managers, not only HR, into a conversation.",
    "Replying fast enough while urgent roles were still open.",
  ],
  solutions: [
    {
      title: "Role-based lists",
      description:
        "Weekly lists built from open roles and hiring signals in the firm's specialities, 40-60 accounts per rep.",
    },
    {
      title: "Messages about the role",
      description:
        "Each sequence spoke to the exact position and its market, so hiring managers saw a specialist rather than another agency.",
    },
    {
      title: "Replies within 2 business hours",
      description:
        "An embedded BDR answered every reply quickly and booked calls straight into the recruiters' calendars.",
    },
    {
      title: "One view in the CRM",
      description:
        "Accounts, conversations and meetings were logged where the team already worked, so sales and delivery stayed in step.",
    },
  ],
  performanceNote:
    "The steady-state ranges {productName} works to for this industry, and the program's saving against a comparable in-house team: from the top of its monthly range against the bottom of the in-house one, to the bottom of its range against the top. Program benchmarks, not one client's audited figures.",
  performanceMetrics: [
    { label: "Install", value: "{program.installDays} days" },
    { label: "Ramp to steady state", value: "{program.rampWeeks} weeks" },
    { label: "Meeting show rate", value: "{program.showRate}" },
    { label: "Lower customer acquisition cost", value: "{program.cacReduction}" },
    { label: "A month, all in, down from {industries.staffing.inHouse} in-house", value: "{industries.staffing.price}" },
    { label: "Lower monthly cost than the in-house plan", value: "{industries.staffing.savings}" },
  ],
  buildVsBuy: {
    internalTitle: "The in-house plan",
    internal: [
      "{industries.staffing.inHouse} a month for a comparable team",
      "{internalBdr.rampMonths} months before each new BDR is ramped",
      "Recruiting fees of {internalBdr.recruiting} of each salary",
      "Recruiters still pulled into prospecting",
    ],
    productSideTitle: "What they chose",
    productSide: [
      "{industries.staffing.price} a month, all in",
      "Live in {program.installDays} days, at steady state in {program.rampWeeks} weeks",
      "BDR, GTM engineer, copywriters and {program.tools} tools included",
      "Recruiters focused on filling roles",
    ],
  },
  miniCaseStudy: {
    title: "A specialist IT staffing firm",
    bullets: [
      "Role-based outbound for {industries.staffing.price} a month, all in, against {industries.staffing.inHouse} for a comparable in-house team",
      "A monthly cost {industries.staffing.savings} below the in-house plan: {industries.staffing.yearlySavings} a year, with recruiters kept on filling roles",
    ],
    link: "/one-pagers/staffing-recruiting",
    linkLabel: "See the staffing one-pager",
  },
  cta: {
    heading: "Win clients while your recruiters recruit",
    subheading:
      "Book a {calls.outbound}-minute discovery call. Tell us the roles you fill best and we will show you how we find the companies hiring for them.",
    secondaryText: "Send us a message",
    ctaLink: "/contact",
  },
} satisfies CaseStudyData;
