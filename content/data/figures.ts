import type { FiguresData } from "~/content/figures";

// The site's figures, each written once. Pages, articles, meta descriptions, structured data, the
// feed, social images and the site assistant show them through tokens such as {plan.monthly}
// ("$8K"): content/README.md lists every token and what it shows. Change a number here and the
// next build shows the new figure everywhere. The percentages and multiples that compare these
// figures are computed or checked at build (app/content/claims.ts, docs/claims.md): a claim that
// no longer matches its figures stops the build, naming both.
// Every figure is one of SPEC section 9's.
export default {
  // The outbound plugin's all-in plan: an embedded BDR, a GTM engineer and manager, copywriters, the tools.
  plan: { name: "Standard plan", monthlyPrice: 8000, pilotDays: 30, firstResultsWeeks: 2 },
  // The GTM plugin model's yearly price per BDR seat.
  pluginModel: { yearlyLow: 45000, yearlyHigh: 72000 },
  // What one internal BDR costs a year; the total ({internalBdr.total}) is computed from these.
  internalBdr: {
    salary: 91000,
    highCostSalary: 134500,
    benefitsPercent: 15,
    hiring: 18200,
    training: 1200,
    managerSalary: 85000,
    managementPercent: 12.5,
    toolsMonthly: 1400,
    rampMonthsLow: 3,
    rampMonthsHigh: 4,
    turnoverPercent: 34,
    recruitingPercentLow: 12,
    recruitingPercentHigh: 22,
  },
  // The outbound program: install, ramp to steady state, first qualified leads, steady-state results.
  program: {
    installDays: 7,
    rampWeeksLow: 4,
    rampWeeksHigh: 6,
    leadsWeeksLow: 2,
    leadsWeeksHigh: 3,
    showRateLow: 68,
    showRateHigh: 75,
    cacReductionLow: 22,
    cacReductionHigh: 30,
    tools: 15,
  },
  // Staff augmentation ({productName} Talent): Latin American BDRs on the client's team.
  talent: {
    monthlyFrom: 2500,
    deployDaysLow: 7,
    deployDaysHigh: 14,
    proofOfConceptMonths: 3,
    universities: 150,
    countries: 15,
  },
  // Monthly price per industry, against a comparable in-house team (the one-pagers and the ROI calculator).
  // A new industry is one more entry here (its slug is its one-pager's file name) and its one-pager.
  industries: {
    healthcare: {
      label: "Healthcare",
      slug: "healthcare",
      low: 10500,
      high: 13500,
      inHouseLow: 28000,
      inHouseHigh: 38000,
    },
    financialServices: {
      label: "Financial services",
      slug: "financial-services",
      low: 9800,
      high: 12500,
      inHouseLow: 30000,
      inHouseHigh: 45000,
    },
    staffing: {
      label: "Staffing and recruiting",
      slug: "staffing-recruiting",
      low: 7900,
      high: 9800,
      inHouseLow: 24000,
      inHouseHigh: 32000,
    },
    consultancies: {
      label: "Software consultancies",
      slug: "software-consultancies",
      low: 8900,
      high: 10900,
      inHouseLow: 22000,
      inHouseHigh: 30000,
    },
    saas: { label: "SaaS", slug: "saas", low: 9800, high: 12500, inHouseLow: 35000, inHouseHigh: 45000 },
  },
  // The healthtech consultancy (home page, header, podcast): its guarantee and engagement.
  healthtech: { guaranteeMonths: 12, extraMonths: 3, engagementDaysLow: 60, engagementDaysHigh: 90, phaseDays: 30 },
  newsletter: { readers: 500 },
  // The data-privacy startup's results (/case-study/data-privacy-compliance-startup), before and after.
  caseStudy: {
    sqlsLow: 25,
    sqlsHigh: 35,
    sqlsBeforeLow: 5,
    sqlsBeforeHigh: 10,
    conversionPercent: 15,
    conversionBeforeLow: 8,
    conversionBeforeHigh: 10,
    cycleDays: 30,
    cycleBeforeLow: 45,
    cycleBeforeHigh: 60,
    roiPercent: 300,
    months: 6,
    hoursSaved: 200,
    emailsMonthly: 50000,
    domains: 40,
    mailboxes: 160,
  },
  // Claims that compare figures above, as the pages state them. Each is checked at build against
  // what it compares (docs/claims.md says how); the plan's own saving is computed, never typed.
  claims: {
    // The plugin model against one internal BDR, in percent.
    totalCostSavings: { low: 50, high: 70 },
    // A new internal BDR's ramp-up against the program's ramp to steady state.
    fasterScaling: 3,
    // A Talent BDR at the starting price against an internal BDR's base salary, in percent.
    talentSavings: { low: 60, high: 70 },
  },
} satisfies FiguresData;
