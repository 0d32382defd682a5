import { expect, test } from "vitest";
import {
  calculateCost,
  COST_FIELDS,
  HIGH_COST_SALARY,
  INDUSTRY_PRICES,
  validateCost,
  type CostField,
  type CostInput,
} from "./cost-model";
import { defaultDrafts } from "./number-field";

function defaults(overrides: Partial<CostInput> = {}): CostInput {
  const result = validateCost(defaultDrafts(COST_FIELDS), "standard");
  if (!result.ok) throw new Error("the defaults must be valid");
  return { ...result.input, ...overrides };
}

function draftsWith(overrides: Partial<Record<CostField, string>>) {
  return { ...defaultDrafts(COST_FIELDS), ...overrides };
}

test("the defaults give SPEC's fully loaded cost of $151,475 with its exact breakdown", () => {
  const result = calculateCost(defaults());
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

test("the standard plan is $96,000 a year, saving $55,475 on one BDR", () => {
  const { industryComparison } = calculateCost(defaults());
  expect(industryComparison.yearly).toEqual({ low: 96_000, high: 96_000 });
  expect(industryComparison.savings).toEqual({ low: 55_475, high: 55_475 });
  expect(industryComparison.savingsPercent.low).toBeCloseTo(36.62, 2);
});

test("the plugin model at $45,000-$72,000 saves $79,475-$106,475, about 52-70%", () => {
  const { pluginComparison } = calculateCost(defaults());
  expect(pluginComparison.yearly).toEqual({ low: 45_000, high: 72_000 });
  expect(pluginComparison.savings).toEqual({ low: 79_475, high: 106_475 });
  expect(pluginComparison.savingsPercent.low).toBeCloseTo(52.47, 2);
  expect(pluginComparison.savingsPercent.high).toBeCloseTo(70.29, 2);
});

test("each industry's monthly range becomes a yearly range, and savings turn negative where Mamut costs more", () => {
  const healthcare = calculateCost(defaults({ industry: "healthcare" })).industryComparison;
  expect(healthcare.yearly).toEqual({ low: 126_000, high: 162_000 });
  expect(healthcare.savings).toEqual({ low: -10_525, high: 25_475 });
  expect(INDUSTRY_PRICES.map((industry) => [industry.id, industry.monthlyLow, industry.monthlyHigh])).toEqual([
    ["standard", 8_000, 8_000],
    ["healthcare", 10_500, 13_500],
    ["financial-services", 9_800, 12_500],
    ["staffing-recruiting", 7_900, 9_800],
    ["software-consultancies", 8_900, 10_900],
    ["saas", 9_800, 12_500],
  ]);
});

test("costs and Mamut prices scale with the number of BDRs", () => {
  const result = calculateCost(defaults({ bdrCount: 3 }));
  expect(result.perBdrYearly).toBe(151_475);
  expect(result.teamYearly).toBe(454_425);
  expect(result.pluginComparison.yearly).toEqual({ low: 135_000, high: 216_000 });
  expect(result.industryComparison.savings).toEqual({ low: 166_425, high: 166_425 });
});

test("the high-cost area salary raises benefits with it", () => {
  const result = calculateCost(defaults({ baseSalary: HIGH_COST_SALARY }));
  expect(result.breakdown.benefits).toBe(20_175);
  expect(result.perBdrYearly).toBe(201_500);
});

test("ramp-up spend covers salary, benefits and tools for 3-4 months, and turnover repeats hiring and training", () => {
  const result = calculateCost(defaults());
  expect(result.rampMonths).toEqual({ low: 3, high: 4 });
  expect(result.rampSpend.low).toBeCloseTo(30_362.5, 6);
  expect(result.rampSpend.high).toBeCloseTo(40_483.33, 2);
  expect(result.departuresPerYear).toBeCloseTo(0.34, 10);
  expect(result.replacementCostPerYear).toBeCloseTo(6_596, 6);
});

test("0% and 100% rates are accepted and give finite results", () => {
  const zero = calculateCost(
    defaults({ benefitsRate: 0, managementShare: 0, turnoverRate: 0, rampFromMonths: 0, rampToMonths: 0 }),
  );
  expect(zero.perBdrYearly).toBe(91_000 + 18_200 + 1_200 + 16_800);
  expect(zero.replacementCostPerYear).toBe(0);
  expect(zero.rampSpend).toEqual({ low: 0, high: 0 });

  const full = calculateCost(defaults({ benefitsRate: 100, managementShare: 100, turnoverRate: 100 }));
  expect(full.breakdown.benefits).toBe(91_000);
  expect(full.breakdown.management).toBe(85_000);
  expect(full.departuresPerYear).toBe(1);
});

test("the largest allowed values still give finite numbers everywhere", () => {
  const input = defaults();
  for (const [key, spec] of Object.entries(COST_FIELDS)) input[key as CostField] = spec.max;
  const result = calculateCost(input);
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
