import { figures, type Figures } from "~/content/figures";
import { formatUsd } from "./format";
import { parseField, parseFields, type FieldSpec } from "./number-field";

/*
 * Internal BDR versus Mamut, with the site's figures (content/data/figures.ts) as defaults.
 *
 * How we compare: the fully loaded cost of one internal BDR (salary, benefits,
 * hiring, training, management share, tools) times the number of BDRs, per year,
 * against one Mamut seat per BDR at (a) the chosen industry's monthly price range
 * times 12 and (b) the plugin model's yearly price. Savings are a range:
 * the low end uses Mamut's highest price, the high end its lowest.
 * Ramp-up and turnover are reported beside the total, never added to it, so the
 * headline stays the fully loaded cost the articles state.
 */

export type CostField =
  | "baseSalary"
  | "benefitsRate"
  | "hiringCost"
  | "trainingCost"
  | "managerSalary"
  | "managementShare"
  | "toolsPerMonth"
  | "bdrCount"
  | "rampFromMonths"
  | "rampToMonths"
  | "turnoverRate";

const bdr = figures.internalBdr;
export const STANDARD_SALARY = bdr.salary;
export const HIGH_COST_SALARY = bdr.highCostSalary;

export const COST_FIELDS: Record<CostField, FieldSpec> = {
  baseSalary: {
    label: "Base salary",
    unit: "usd",
    defaultValue: STANDARD_SALARY,
    min: 1_000,
    max: 1_000_000,
    step: 500,
    divisor: true,
    hint: `Per BDR per year. Up to ${formatUsd(HIGH_COST_SALARY)} in high-cost areas.`,
  },
  benefitsRate: {
    label: "Benefits",
    unit: "percent",
    defaultValue: bdr.benefitsPercent,
    min: 0,
    max: 100,
    step: 0.5,
    hint: "Health cover, retirement, payroll taxes and paid time off, as a share of salary.",
  },
  hiringCost: {
    label: "Hiring cost",
    unit: "usd",
    defaultValue: bdr.hiring,
    min: 0,
    max: 1_000_000,
    step: 100,
    hint: `Recruiter fees, job ads and interview time. Recruitment typically costs ${bdr.recruitingPercentLow}-${bdr.recruitingPercentHigh}% of salary.`,
  },
  trainingCost: {
    label: "Training",
    unit: "usd",
    defaultValue: bdr.training,
    min: 0,
    max: 100_000,
    step: 50,
    hint: "Per rep per year. Typical spend runs $420-$1,197.",
  },
  managerSalary: {
    label: "Sales manager salary",
    unit: "usd",
    defaultValue: bdr.managerSalary,
    min: 0,
    max: 2_000_000,
    step: 500,
    hint: "Per year.",
  },
  managementShare: {
    label: "Management share per BDR",
    unit: "percent",
    defaultValue: bdr.managementPercent,
    min: 0,
    max: 100,
    step: 0.5,
    hint: `A manager oversees 7-9 BDRs, so each BDR carries about ${bdr.managementPercent}% of the manager's salary.`,
  },
  toolsPerMonth: {
    label: "Sales tools",
    unit: "usd-per-month",
    defaultValue: bdr.toolsMonthly,
    min: 0,
    max: 100_000,
    step: 50,
    hint: "Per BDR: data enrichment, prospecting database, dialer, sales navigator, engagement platform, CRM and AI credits.",
  },
  bdrCount: {
    label: "Number of BDRs",
    unit: "bdrs",
    defaultValue: 1,
    min: 1,
    max: 1_000,
    step: 1,
    integer: true,
  },
  rampFromMonths: {
    label: "Shortest ramp-up",
    unit: "months",
    defaultValue: bdr.rampMonthsLow,
    min: 0,
    max: 24,
    step: 0.5,
  },
  rampToMonths: {
    label: "Longest ramp-up",
    unit: "months",
    defaultValue: bdr.rampMonthsHigh,
    min: 0,
    max: 24,
    step: 0.5,
  },
  turnoverRate: {
    label: "Annual turnover",
    unit: "percent",
    defaultValue: bdr.turnoverPercent,
    min: 0,
    max: 100,
    step: 1,
    hint: `The share of BDRs who leave each year. Industry turnover runs at ${bdr.turnoverPercent}% or more.`,
  },
};

/** "standard" (the all-in plan, any industry) or an industry's slug (content/data/figures.ts). */
export type IndustryId = string;

export type IndustryPrice = {
  id: IndustryId;
  label: string;
  /** The option in the "Your industry" select: short enough for a 320 px phone's field. */
  choice: string;
  monthlyLow: number;
  monthlyHigh: number;
};

/**
 * Mamut's monthly price per industry (content/data/figures.ts), each under its slug (its id in
 * shared links, ?industry=, and its one-pager's); "standard" is the all-in plan.
 */
export function industryPrices({ plan, industries }: Pick<Figures, "plan" | "industries">): IndustryPrice[] {
  return [
    {
      id: "standard",
      label: `${plan.name} (any industry)`,
      choice: "Any industry",
      monthlyLow: plan.monthlyPrice,
      monthlyHigh: plan.monthlyPrice,
    },
    ...Object.values(industries).map((industry) => ({
      id: industry.slug,
      label: industry.label,
      choice: industry.label,
      monthlyLow: industry.low,
      monthlyHigh: industry.high,
    })),
  ];
}

export const INDUSTRY_PRICES: readonly IndustryPrice[] = industryPrices(figures);

export const DEFAULT_INDUSTRY: IndustryId = "standard";

/** The GTM plugin model's yearly price per BDR seat. */
export const PLUGIN_MODEL_YEARLY = { low: figures.pluginModel.yearlyLow, high: figures.pluginModel.yearlyHigh };

/** Time to first qualified leads with Mamut, in weeks. */
export const MAMUT_FIRST_LEADS_WEEKS = { low: figures.program.leadsWeeksLow, high: figures.program.leadsWeeksHigh };

export function isIndustryId(value: string): value is IndustryId {
  return INDUSTRY_PRICES.some((industry) => industry.id === value);
}

export function industryPrice(id: IndustryId): IndustryPrice {
  return INDUSTRY_PRICES.find((industry) => industry.id === id) ?? (INDUSTRY_PRICES[0] as IndustryPrice);
}

export type CostInput = Record<CostField, number> & { industry: IndustryId };

export type Range = { low: number; high: number };

export type Comparison = {
  /** What Mamut costs for the whole team per year. */
  yearly: Range;
  /** Internal cost minus Mamut's cost; negative means Mamut costs more at that end. */
  savings: Range;
  /** Savings as a percentage of the internal cost. */
  savingsPercent: Range;
};

export type CostBreakdown = {
  salary: number;
  benefits: number;
  hiring: number;
  training: number;
  management: number;
  tools: number;
};

export type CostResult = {
  breakdown: CostBreakdown;
  perBdrYearly: number;
  teamYearly: number;
  industry: IndustryPrice;
  industryComparison: Comparison;
  pluginComparison: Comparison;
  /** Months before a new BDR reaches full output. */
  rampMonths: Range;
  /** Salary, benefits and tools paid for the team during ramp-up: part of the yearly total. */
  rampSpend: Range;
  /** BDRs expected to leave, and be replaced, each year. */
  departuresPerYear: number;
  /** Hiring and training paid again for those replacements: not in the yearly total. */
  replacementCostPerYear: number;
};

export type CostValidation = { ok: true; input: CostInput } | { ok: false; errors: Partial<Record<CostField, string>> };

/** Checks what the visitor typed; cross-field rules come after the per-field ones. */
export function validateCost(drafts: Readonly<Record<CostField, string>>, industry: IndustryId): CostValidation {
  const parsed = parseFields(COST_FIELDS, drafts);
  const errors: Partial<Record<CostField, string>> = parsed.ok ? {} : { ...parsed.errors };
  // Checked even while other fields are wrong, so every problem shows at once.
  const from = parseField(drafts.rampFromMonths, COST_FIELDS.rampFromMonths);
  const to = parseField(drafts.rampToMonths, COST_FIELDS.rampToMonths);
  if (from.ok && to.ok && to.value < from.value) {
    errors.rampToMonths = "Longest ramp-up cannot be shorter than the shortest ramp-up.";
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { ...parsed.values, industry } };
}

export function calculateCost(input: CostInput): CostResult {
  const breakdown: CostBreakdown = {
    salary: input.baseSalary,
    benefits: (input.baseSalary * input.benefitsRate) / 100,
    hiring: input.hiringCost,
    training: input.trainingCost,
    management: (input.managerSalary * input.managementShare) / 100,
    tools: input.toolsPerMonth * 12,
  };
  const perBdrYearly =
    breakdown.salary +
    breakdown.benefits +
    breakdown.hiring +
    breakdown.training +
    breakdown.management +
    breakdown.tools;
  const teamYearly = perBdrYearly * input.bdrCount;
  const industry = industryPrice(input.industry);

  const monthlyWhileRamping = ((breakdown.salary + breakdown.benefits + breakdown.tools) / 12) * input.bdrCount;
  const departuresPerYear = (input.bdrCount * input.turnoverRate) / 100;

  return {
    breakdown,
    perBdrYearly,
    teamYearly,
    industry,
    industryComparison: compare(teamYearly, {
      low: industry.monthlyLow * 12 * input.bdrCount,
      high: industry.monthlyHigh * 12 * input.bdrCount,
    }),
    pluginComparison: compare(teamYearly, {
      low: PLUGIN_MODEL_YEARLY.low * input.bdrCount,
      high: PLUGIN_MODEL_YEARLY.high * input.bdrCount,
    }),
    rampMonths: { low: input.rampFromMonths, high: input.rampToMonths },
    rampSpend: { low: monthlyWhileRamping * input.rampFromMonths, high: monthlyWhileRamping * input.rampToMonths },
    departuresPerYear,
    replacementCostPerYear: departuresPerYear * (breakdown.hiring + breakdown.training),
  };
}

function compare(internalYearly: number, mamutYearly: Range): Comparison {
  const savings = { low: internalYearly - mamutYearly.high, high: internalYearly - mamutYearly.low };
  return {
    yearly: mamutYearly,
    savings,
    // The base salary must be above zero, so the internal cost never is zero here.
    savingsPercent: { low: (savings.low / internalYearly) * 100, high: (savings.high / internalYearly) * 100 },
  };
}
