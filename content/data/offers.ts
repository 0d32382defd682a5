import type { OffersData } from "~/content/offers";

// The site sells two offers (SPEC section 1). Each page speaks for one of them, and every booking
// button, call length and proof figure on that page is its offer's, the site assistant's hand-off
// included. The header and the footer speak for the healthtech consultancy on every page.
// `pages` lists the healthtech offer's pages; every other page is the outbound plugin's.
// `booking` names the setting that holds the scheduler's address (see the project README).
export default {
  healthtech: {
    name: "Healthtech growth partnership",
    pages: ["/", "/healthtech-heroes", "/growth-framework"],
    callMinutes: 45,
    booking: "BOOKING_URL_45",
    callLabel: "Book {calls.healthtech}-Min Discovery Call",
    callText: "a {calls.healthtech}-minute discovery call",
    // The home page's "Proof in figures": only the consultancy's own commitments (SPEC sections 1 and 9).
    proof: [
      {
        figure: "{healthtech.guaranteeMonths} months",
        label: "performance guarantee",
        basis:
          "If the agreed lift is not delivered within {healthtech.guaranteeMonths} months, we keep working up to {healthtech.extraMonths} extra months at no cost",
      },
      {
        figure: "{healthtech.engagementDays} days",
        label: "from foundation to scale",
        basis:
          "Three {healthtech.phaseDays}-day phases: foundation and strategy, launch and engagement, optimisation and scale",
      },
      {
        figure: "{counts.trackedResults}",
        label: "results tracked with you",
        basis:
          "Qualified leads, meeting-to-conversion rate, partnership velocity, pipeline growth, market penetration and acquisition cost",
      },
      {
        figure: "{calls.healthtech} min",
        label: "discovery call",
        basis: "To look at your market, your buyers and your pipeline before you commit to anything",
      },
    ],
  },
  outbound: {
    name: "{productName} GTM plugin",
    callMinutes: 30,
    booking: "BOOKING_URL_30",
    callLabel: "Book a {calls.outbound}-min Call",
    callText: "a {calls.outbound}-minute call",
    discoveryLabel: "Book a {calls.outbound}-min Discovery",
    // The key figures of /one-pager, the plugin's sales sheet. Each states what it compares.
    proof: [
      {
        figure: "{plan.monthly}",
        label: "per month, all in",
        basis: "{plan.yearly} a year for the whole team, no setup fees",
      },
      {
        figure: "{plan.savings}",
        label: "below one internal BDR",
        basis: "{plan.yearly} a year for the whole team against {internalBdr.total} for one fully loaded internal BDR",
      },
      {
        figure: "{caseStudy.sqls}",
        label: "qualified leads a month",
        basis: "SQLs a month in the data-privacy case study, up from {caseStudy.sqlsBefore}",
      },
      {
        figure: "{claims.fasterScaling}",
        label: "faster scaling",
        basis:
          "Steady state in {program.rampWeeks} weeks, where a new internal BDR needs {internalBdr.rampMonths} months to ramp up",
      },
    ],
  },
} satisfies OffersData;
