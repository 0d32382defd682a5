import { checkClaims, claims, industrySavings, internalBdrTotal, type Range } from "./claims.ts";
import type { Figures, Offers } from "./figures-schema.ts";

// The figures as content writes them: {plan.monthly} is "$8K", {plan.monthly.value} is 8000.
// The build puts them in place in every content file (scripts/build/content-figures.ts), so a
// page, its meta tags and structured data, the feed and the assistant all show the same figure.
// No imports but types and claims.ts: the build loads this file outside Vite.

/** Counts the site takes from its content lists rather than from figures.ts. */
export type ContentCounts = { episodes: number; mapCountries: number; trackedResults: number };

export type FigureToken = {
  token: string;
  text: string;
  /**
   * Distinctive enough ("$8K", "68-75%", "150+") that the same text typed anywhere else in content
   * or code is a copy that would go stale: the unit tests look for such copies.
   */
  distinctive: boolean;
};

const plain = (value: number, decimals = 2) =>
  Number(value.toFixed(decimals)).toLocaleString("en-US", { maximumFractionDigits: decimals });
/** US dollars, whole: 151475 -> "$151,475". */
export const usd = (value: number) => `$${Math.round(value).toLocaleString("en-US")}`;
/** US dollars in thousands: 10500 -> "$10.5K". */
export const usdThousands = (value: number) => `$${plain(value / 1000)}K`;
export const percent = (value: number, decimals = 1) => `${plain(value, decimals)}%`;
const span = (low: number, high: number, format: (value: number) => string) =>
  low === high ? format(low) : `${format(low)}-${format(high)}`;
const percentSpan = (low: number, high: number) => (low === high ? percent(low) : `${plain(low, 1)}-${percent(high)}`);

export function formatClaim(range: Range, unit: "percent" | "multiple"): string {
  return unit === "percent"
    ? percentSpan(range.low, range.high)
    : `${span(range.low, range.high, (value) => plain(value, 1))}x`;
}

/**
 * Every token and its text. Throws, naming content/data/figures.ts and the claim with both
 * figures, when a stated claim no longer agrees with the figures it compares.
 */
export function figureTokens(
  figures: Figures,
  offers: { [Id in keyof Offers]: Pick<Offers[Id], "callMinutes"> },
  counts: ContentCounts,
): FigureToken[] {
  const list: FigureToken[] = [];
  const add = (token: string, text: string | number, distinctive = false) =>
    list.push({ token, text: String(text), distinctive });
  /** A money figure with its number for charts and structured data ({token.value}). */
  const money = (token: string, value: number, format: (value: number) => string = usd) => {
    add(token, format(value), true);
    add(`${token}.value`, Math.round(value));
  };
  /** A money range with its ends ({token.low}, {token.high}). */
  const moneyRange = (token: string, low: number, high: number, format: (value: number) => string) => {
    add(token, span(low, high, format), true);
    add(`${token}.low`, low);
    add(`${token}.high`, high);
  };
  const { plan, pluginModel, internalBdr: bdr, program, talent, healthtech } = figures;

  add("calls.healthtech", offers.healthtech.callMinutes);
  add("calls.outbound", offers.outbound.callMinutes);

  add("plan.name", plan.name);
  money("plan.monthly", plan.monthlyPrice, usdThousands);
  money("plan.monthlyFull", plan.monthlyPrice);
  money("plan.yearly", plan.monthlyPrice * 12, usdThousands);
  money("plan.yearlyFull", plan.monthlyPrice * 12);
  add("plan.pilotDays", plan.pilotDays);
  add("plan.firstResultsWeeks", plan.firstResultsWeeks);

  moneyRange("pluginModel.yearly", pluginModel.yearlyLow, pluginModel.yearlyHigh, usdThousands);
  moneyRange("pluginModel.yearlyFull", pluginModel.yearlyLow, pluginModel.yearlyHigh, usd);

  money("internalBdr.total", internalBdrTotal(figures));
  money("internalBdr.salary", bdr.salary);
  money("internalBdr.highCostSalary", bdr.highCostSalary);
  money("internalBdr.benefits", (bdr.salary * bdr.benefitsPercent) / 100);
  add("internalBdr.benefitsPercent", percent(bdr.benefitsPercent));
  money("internalBdr.hiring", bdr.hiring);
  money("internalBdr.training", bdr.training);
  money("internalBdr.managerSalary", bdr.managerSalary);
  money("internalBdr.managerSalaryShort", bdr.managerSalary, usdThousands);
  money("internalBdr.management", (bdr.managerSalary * bdr.managementPercent) / 100);
  add("internalBdr.managementPercent", percent(bdr.managementPercent), !Number.isInteger(bdr.managementPercent));
  money("internalBdr.toolsMonthly", bdr.toolsMonthly);
  money("internalBdr.tools", bdr.toolsMonthly * 12);
  add("internalBdr.rampMonths", span(bdr.rampMonthsLow, bdr.rampMonthsHigh, plain));
  add("internalBdr.turnover", percent(bdr.turnoverPercent));
  add("internalBdr.recruiting", percentSpan(bdr.recruitingPercentLow, bdr.recruitingPercentHigh), true);

  add("program.installDays", program.installDays);
  add("program.rampWeeks", span(program.rampWeeksLow, program.rampWeeksHigh, plain));
  add("program.leadsWeeks", span(program.leadsWeeksLow, program.leadsWeeksHigh, plain));
  add("program.showRate", percentSpan(program.showRateLow, program.showRateHigh), true);
  add("program.cacReduction", percentSpan(program.cacReductionLow, program.cacReductionHigh), true);
  add("program.tools", `${program.tools}+`);

  money("talent.monthly", talent.monthlyFrom);
  money("talent.yearly", talent.monthlyFrom * 12);
  add("talent.deployDays", span(talent.deployDaysLow, talent.deployDaysHigh, plain));
  add("talent.proofOfConceptMonths", talent.proofOfConceptMonths);
  add("talent.universities", `${talent.universities}+`, true);
  add("talent.countries", `${talent.countries}+`);
  add("talent.mapCountries", counts.mapCountries);

  for (const [key, industry] of Object.entries(figures.industries)) {
    add(`industries.${key}.label`, industry.label);
    moneyRange(`industries.${key}.price`, industry.low, industry.high, usdThousands);
    add(`industries.${key}.priceFrom`, usdThousands(industry.low));
    moneyRange(`industries.${key}.inHouse`, industry.inHouseLow, industry.inHouseHigh, usdThousands);
    const savings = industrySavings(industry);
    add(`industries.${key}.savings`, formatClaim(savings.percent, "percent"), true);
    moneyRange(`industries.${key}.yearlySavings`, savings.yearly.low, savings.yearly.high, usdThousands);
  }

  add("healthtech.guaranteeMonths", healthtech.guaranteeMonths);
  add("healthtech.extraMonths", healthtech.extraMonths);
  add("healthtech.engagementDays", span(healthtech.engagementDaysLow, healthtech.engagementDaysHigh, plain));
  add("healthtech.phaseDays", healthtech.phaseDays);
  add("newsletter.readers", `${figures.newsletter.readers}+`, true);
  const study = figures.caseStudy;
  add("caseStudy.sqls", span(study.sqlsLow, study.sqlsHigh, plain), true);
  add("caseStudy.sqlsBefore", span(study.sqlsBeforeLow, study.sqlsBeforeHigh, plain));
  add("caseStudy.conversion", percent(study.conversionPercent));
  add("caseStudy.conversionBefore", percentSpan(study.conversionBeforeLow, study.conversionBeforeHigh), true);
  add("caseStudy.cycleDays", study.cycleDays);
  add("caseStudy.cycleBefore", span(study.cycleBeforeLow, study.cycleBeforeHigh, plain));
  add("caseStudy.roi", percent(study.roiPercent), true);
  add("caseStudy.months", study.months);
  add("caseStudy.hoursSaved", `${study.hoursSaved}+`, true);
  add("caseStudy.emailsMonthly", `${plain(study.emailsMonthly)}+`, true);
  add("caseStudy.domains", study.domains);
  add("caseStudy.mailboxes", study.mailboxes);
  add("counts.episodes", counts.episodes);
  add("counts.trackedResults", counts.trackedResults);

  for (const claim of claims) {
    const computed = claim.compute(figures);
    add(claim.token, formatClaim(claim.stated ? claim.stated(figures) : computed, claim.unit), true);
    // A checked claim's exact figure, for a page that shows the computation beside the claim.
    if (claim.stated) add(`${claim.token}.computed`, formatClaim(computed, claim.unit), true);
  }

  const texts = new Map(list.map((entry) => [entry.token, entry.text]));
  const mismatches = checkClaims(figures, {
    range: formatClaim,
    basis: (text) => fillTokens(text, (token) => texts.get(token)),
  });
  if (mismatches.length > 0) {
    throw new Error(
      `Invalid content in content/data/figures.ts:\n${mismatches.map((m) => `  ${m.token}: ${m.message}`).join("\n")}`,
    );
  }
  return list;
}

/** A figure token: a dotted name in braces, {plan.monthly}; {productName} is a name, not a figure. */
export const FIGURE_TOKEN = /\{([a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+)\}/g;

/** The text with every figure token replaced; `lookup` says what an unknown token becomes. */
export function fillTokens(text: string, lookup: (token: string) => string | undefined): string {
  return text.replace(FIGURE_TOKEN, (whole, token: string) => lookup(token) ?? whole);
}
