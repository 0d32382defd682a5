import { expect, test } from "vitest";
import figuresData from "../../../content/data/figures";
import offersData from "../../../content/data/offers";
import { figureTokens } from "~/content/figure-tokens";
import { figures, internalBdrYearly } from "~/content/figures";
import { figuresSchema } from "~/content/figures-schema";
import {
  calculateCost,
  COST_FIELDS,
  INDUSTRY_PRICES,
  industryPrices,
  PLUGIN_MODEL_YEARLY,
  validateCost,
  type CostField,
  type CostInput,
} from "./cost-model";
import { defaultDrafts } from "./number-field";

/** SPEC's cost line items as a fixed input: the arithmetic is checked apart from today's content. */
const spec: CostInput = {
  baseSalary: 91_000,
  benefitsRate: 15,
  hiringCost: 18_200,
  trainingCost: 1_200,
  managerSalary: 85_000,
  managementShare: 12.5,
  toolsPerMonth: 1_400,
  bdrCount: 1,
  rampFromMonths: 3,
  rampToMonths: 4,
  turnoverRate: 34,
  industry: "standard",
};

function input(overrides: Partial<CostInput> = {}): CostInput {
  return { ...spec, ...overrides };
}

function draftsWith(overrides: Partial<Record<CostField, string>>) {
  return { ...defaultDrafts(COST_FIELDS), ...overrides };
}

test("the defaults are the internal BDR of content/data/figures.ts, and add up to its stated total", () => {
  const validation = validateCost(defaultDrafts(COST_FIELDS), "standard");
  if (!validation.ok) throw new Error("the defaults must be valid");
  const { internalBdr } = figures;
  expect(validation.input).toMatchObject({
    baseSalary: internalBdr.salary,
    benefitsRate: internalBdr.benefitsPercent,
    hiringCost: internalBdr.hiring,
    trainingCost: internalBdr.training,
    managerSalary: internalBdr.managerSalary,
    managementShare: internalBdr.managementPercent,
    toolsPerMonth: internalBdr.toolsMonthly,
    rampFromMonths: internalBdr.rampMonthsLow,
    rampToMonths: internalBdr.rampMonthsHigh,
    turnoverRate: internalBdr.turnoverPercent,
  });
  // The calculator's total is the one every article states ({internalBdr.total}).
  expect(calculateCost(validation.input).perBdrYearly).toBe(internalBdrYearly);
});

test("the prices are the figures file's: the plan for any industry, then each industry's range", () => {
  expect(INDUSTRY_PRICES.map(({ monthlyLow, monthlyHigh }) => [monthlyLow, monthlyHigh])).toEqual([
    [figures.plan.monthlyPrice, figures.plan.monthlyPrice],
    ...Object.values(figures.industries).map((industry) => [industry.low, industry.high]),
  ]);
  expect(PLUGIN_MODEL_YEARLY).toEqual({ low: figures.pluginModel.yearlyLow, high: figures.pluginModel.yearlyHigh });
});

test("SPEC's line items give a fully loaded cost of $151,475 with its exact breakdown", () => {
  const result = calculateCost(input());
  expect(result.breakdown).toEqual({
    salary: 91_000,
    benefits: 13_650,
    hiring: 18_200,
    training: 1_200,
    management: 10_625,
    tools: 16_800,
  });
  expect(result.perBdrYearly).toBe(151_475);
  expect(result.teamYearly).toBe(151_475);
});

test("a plan's yearly price is its monthly price times 12, and the saving is a share of the internal cost", () => {
  const { industryComparison, industry } = calculateCost(input());
  const yearly = industry.monthlyLow * 12;
  expect(industryComparison.yearly).toEqual({ low: yearly, high: yearly });
  expect(industryComparison.savings).toEqual({ low: 151_475 - yearly, high: 151_475 - yearly });
  expect(industryComparison.savingsPercent.low).toBeCloseTo(((151_475 - yearly) / 151_475) * 100, 10);
});

test("the plugin model's saving runs from its highest price to its lowest", () => {
  const { pluginComparison } = calculateCost(input());
  const { low, high } = PLUGIN_MODEL_YEARLY;
  expect(pluginComparison.yearly).toEqual({ low, high });
  expect(pluginComparison.savings).toEqual({ low: 151_475 - high, high: 151_475 - low });
  expect(pluginComparison.savingsPercent.high).toBeCloseTo(((151_475 - low) / 151_475) * 100, 10);
});

test("each industry's monthly range becomes a yearly range, and savings turn negative where Mamut costs more", () => {
  const price = INDUSTRY_PRICES.find((industry) => industry.id === "healthcare");
  if (!price) throw new Error("no healthcare price");
  const healthcare = calculateCost(input({ industry: "healthcare", baseSalary: 1_000 })).industryComparison;
  expect(healthcare.yearly).toEqual({ low: price.monthlyLow * 12, high: price.monthlyHigh * 12 });
  expect(healthcare.savings.low).toBeLessThan(0);
});

test("costs and Mamut prices scale with the number of BDRs", () => {
  const result = calculateCost(input({ bdrCount: 3 }));
  expect(result.perBdrYearly).toBe(151_475);
  expect(result.teamYearly).toBe(454_425);
  expect(result.pluginComparison.yearly).toEqual({
    low: 3 * PLUGIN_MODEL_YEARLY.low,
    high: 3 * PLUGIN_MODEL_YEARLY.high,
  });
});

test("a higher salary raises benefits with it", () => {
  const result = calculateCost(input({ baseSalary: 134_500 }));
  expect(result.breakdown.benefits).toBe(20_175);
  expect(result.perBdrYearly).toBe(201_500);
});

test("ramp-up spend covers salary, benefits and tools for 3-4 months, and turnover repeats hiring and training", () => {
  const result = calculateCost(input());
  expect(result.rampMonths).toEqual({ low: 3, high: 4 });
  expect(result.rampSpend.low).toBeCloseTo(30_362.5, 6);
  expect(result.rampSpend.high).toBeCloseTo(40_483.33, 2);
  expect(result.departuresPerYear).toBeCloseTo(0.34, 10);
  expect(result.replacementCostPerYear).toBeCloseTo(6_596, 6);
});

test("0% and 100% rates are accepted and give finite results", () => {
  const zero = calculateCost(
    input({ benefitsRate: 0, managementShare: 0, turnoverRate: 0, rampFromMonths: 0, rampToMonths: 0 }),
  );
  expect(zero.perBdrYearly).toBe(91_000 + 18_200 + 1_200 + 16_800);
  expect(zero.replacementCostPerYear).toBe(0);
  expect(zero.rampSpend).toEqual({ low: 0, high: 0 });

  const full = calculateCost(input({ benefitsRate: 100, managementShare: 100, turnoverRate: 100 }));
  expect(full.breakdown.benefits).toBe(91_000);
  expect(full.breakdown.management).toBe(85_000);
  expect(full.departuresPerYear).toBe(1);
});

test("the largest allowed values still give finite numbers everywhere", () => {
  const largest = input();
  for (const [key, field] of Object.entries(COST_FIELDS)) largest[key as CostField] = field.max;
  const result = calculateCost(largest);
  // JSON turns NaN and Infinity into null, so any non-finite number would show up here.
  expect(JSON.stringify(result)).not.toContain("null");
  expect(result.teamYearly).toBeGreaterThan(1e9);
});

test("a zero salary, which would divide by zero in the savings percentage, is refused", () => {
  const result = validateCost(draftsWith({ baseSalary: "0" }), "standard");
  expect(result).toEqual({
    ok: false,
    errors: { baseSalary: "Base salary must be more than 0: the calculation divides by it." },
  });
});

test("negative values, rates over 100% and fractional BDRs are refused with a message per field", () => {
  const result = validateCost(
    draftsWith({ hiringCost: "-5", benefitsRate: "101", bdrCount: "1.5", trainingCost: "" }),
    "standard",
  );
  expect(result).toEqual({
    ok: false,
    errors: {
      hiringCost: "Hiring cost cannot be negative.",
      benefitsRate: "Benefits cannot be more than 100%.",
      bdrCount: "Number of BDRs must be a whole number.",
      trainingCost: "Enter a value for training.",
    },
  });
});

test("a longest ramp-up shorter than the shortest one is refused", () => {
  const result = validateCost(draftsWith({ rampFromMonths: "4", rampToMonths: "3" }), "standard");
  expect(result).toEqual({
    ok: false,
    errors: { rampToMonths: "Longest ramp-up cannot be shorter than the shortest ramp-up." },
  });
});

test("the ramp-up check runs even while another field is wrong, so every error shows at once", () => {
  const result = validateCost(draftsWith({ baseSalary: "0", rampFromMonths: "4", rampToMonths: "2" }), "standard");
  expect(result.ok ? {} : result.errors).toEqual({
    baseSalary: "Base salary must be more than 0: the calculation divides by it.",
    rampToMonths: "Longest ramp-up cannot be shorter than the shortest ramp-up.",
  });
});

test("a new industry is one entry in figures.ts: a choice of the calculator under its slug, with its tokens", () => {
  const logistics = {
    label: "Logistics",
    slug: "logistics",
    low: 9500,
    high: 12000,
    inHouseLow: 26000,
    inHouseHigh: 36000,
  };
  const added = figuresSchema.parse({ ...figuresData, industries: { ...figuresData.industries, logistics } });
  expect(industryPrices(added)).toContainEqual({
    id: "logistics",
    label: "Logistics",
    choice: "Logistics",
    monthlyLow: 9500,
    monthlyHigh: 12000,
  });
  const tokens = figureTokens(added, offersData, { episodes: 1, mapCountries: 1, trackedResults: 1 }).map(
    ({ token }) => token,
  );
  for (const name of ["label", "price", "priceFrom", "inHouse"])
    expect(tokens).toContain(`industries.logistics.${name}`);
  // The shipped industries are the calculator's choices, each under its slug.
  expect(INDUSTRY_PRICES.map(({ id }) => id)).toEqual([
    "standard",
    ...Object.values(figuresData.industries).map(({ slug }) => slug),
  ]);
  // A slug taken twice would make two choices one link.
  const twice = { ...figuresData.industries, logistics: { ...logistics, slug: "saas" } };
  expect(figuresSchema.safeParse({ ...figuresData, industries: twice }).success).toBe(false);
});
