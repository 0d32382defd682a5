import type { Figures, IndustryFigures } from "./figures-schema.ts";

// Every claim that compares figures (a percentage or a multiple shown beside what it compares):
// either computed from the figures, or stated in content/data/figures.ts and checked against them
// at build. docs/claims.md lists them (a unit test keeps it in step with this list).
// No imports but types: the build's content plugin loads this file outside Vite.

export type Range = { low: number; high: number };

export type Claim = {
  /** The token content writes for the claim, e.g. {claims.totalCostSavings}. */
  token: string;
  kind: "computed" | "checked";
  unit: "percent" | "multiple";
  /** What the claim says, in words. */
  says: string;
  /** What it compares, with the tokens of the figures that a page stating it must also show. */
  basis: string;
  basisTokens: readonly string[];
  /** How a stated claim is held to its figures. */
  rule: string;
  /** The claim computed from the figures. */
  compute: (figures: Figures) => Range;
  /** The claim as content states it (checked claims only). */
  stated?: (figures: Figures) => Range;
  /** Passes when the stated claim agrees with the computed one. */
  agrees?: (stated: Range, computed: Range) => boolean;
};

const WEEKS_PER_MONTH = 52 / 12;
/** A range rounded conservatively may sit this far below what it rounds. */
const ROUNDING_ALLOWANCE = 5;

/** The fully loaded yearly cost of one internal BDR (SPEC section 9: $151,475). */
export function internalBdrTotal({ internalBdr: bdr }: Figures): number {
  return (
    bdr.salary +
    (bdr.salary * bdr.benefitsPercent) / 100 +
    bdr.hiring +
    bdr.training +
    (bdr.managerSalary * bdr.managementPercent) / 100 +
    bdr.toolsMonthly * 12
  );
}

/** How much lower `price` is than `reference`, in percent. */
export function percentLower(reference: number, price: number): number {
  return (1 - price / reference) * 100;
}

const point = (value: number): Range => ({ low: value, high: value });

/**
 * What an industry's program saves against a comparable in-house team, from the least (its highest
 * price against the lowest in-house cost) to the most (its lowest price against the highest), in
 * percent and in dollars a year. The illustrative case studies state these as their results.
 */
export function industrySavings(industry: IndustryFigures): {
  percent: Range;
  yearly: Range;
} {
  return {
    percent: {
      low: percentLower(industry.inHouseLow, industry.high),
      high: percentLower(industry.inHouseHigh, industry.low),
    },
    yearly: { low: (industry.inHouseLow - industry.high) * 12, high: (industry.inHouseHigh - industry.low) * 12 },
  };
}

/** The computed claims of each industry's figures, and the two figures a page stating one must show. */
export function industryClaims(keys: readonly string[]): Array<Pick<Claim, "token" | "kind" | "basisTokens">> {
  return keys.flatMap((key) =>
    ["savings", "yearlySavings"].map((claim) => ({
      token: `industries.${key}.${claim}`,
      kind: "computed" as const,
      basisTokens: [`industries.${key}.price`, `industries.${key}.inHouse`],
    })),
  );
}

export const claims: readonly Claim[] = [
  {
    token: "plan.savings",
    kind: "computed",
    unit: "percent",
    says: "The plan costs this much less a year than one internal BDR",
    basis: "The plan's yearly price ({plan.yearly}) against one fully loaded internal BDR ({internalBdr.total})",
    basisTokens: ["plan.yearly", "internalBdr.total"],
    rule: "Computed at build, to one decimal",
    compute: (figures) => point(percentLower(internalBdrTotal(figures), figures.plan.monthlyPrice * 12)),
  },
  {
    token: "claims.totalCostSavings",
    kind: "checked",
    unit: "percent",
    says: "Lower total cost with the plugin model than with an internal BDR",
    basis:
      "The plugin model's yearly price per BDR ({pluginModel.yearly}) against one fully loaded internal BDR ({internalBdr.total})",
    basisTokens: ["pluginModel.yearly", "internalBdr.total"],
    rule: `Each end at most the computed end rounded to a whole percent, and less than ${ROUNDING_ALLOWANCE} points below it`,
    compute: (figures) => {
      const internal = internalBdrTotal(figures);
      return {
        low: percentLower(internal, figures.pluginModel.yearlyHigh),
        high: percentLower(internal, figures.pluginModel.yearlyLow),
      };
    },
    stated: (figures) => figures.claims.totalCostSavings,
    agrees: (stated, computed) =>
      ([stated.low, stated.high] as const).every((end, index) => {
        const exact = index === 0 ? computed.low : computed.high;
        return end <= Math.round(exact) && exact - end < ROUNDING_ALLOWANCE;
      }),
  },
  {
    token: "claims.fasterScaling",
    kind: "checked",
    unit: "multiple",
    says: "Faster scaling than hiring an internal BDR",
    basis:
      "A new internal BDR's ramp-up ({internalBdr.rampMonths} months) against the program's ramp to steady state ({program.rampWeeks} weeks)",
    basisTokens: ["internalBdr.rampMonths", "program.rampWeeks"],
    rule: "The stated multiple lies between the shortest and the longest ratio of the two ramp-ups",
    compute: ({ internalBdr, program }) => ({
      low: (internalBdr.rampMonthsLow * WEEKS_PER_MONTH) / program.rampWeeksHigh,
      high: (internalBdr.rampMonthsHigh * WEEKS_PER_MONTH) / program.rampWeeksLow,
    }),
    stated: (figures) => point(figures.claims.fasterScaling),
    agrees: (stated, computed) => stated.low >= computed.low && stated.high <= computed.high,
  },
  {
    token: "claims.talentSavings",
    kind: "checked",
    unit: "percent",
    says: "Savings with a Latin American BDR against a local hire's salary",
    basis:
      "A Talent BDR at the starting price ({talent.yearly} a year) against an internal BDR's base salary ({internalBdr.salary})",
    basisTokens: ["talent.yearly", "internalBdr.salary"],
    rule: "The stated range contains the computed saving",
    compute: (figures) => point(percentLower(figures.internalBdr.salary, figures.talent.monthlyFrom * 12)),
    stated: (figures) => figures.claims.talentSavings,
    agrees: (stated, computed) => stated.low <= computed.low && computed.high <= stated.high,
  },
];

/** A claim that does not agree with its figures, as the build reports it: the claim and both figures. */
export type ClaimMismatch = { token: string; message: string };

/** Checks every stated claim; `format.basis` writes a basis with its figures in place. */
export function checkClaims(
  figures: Figures,
  format: { range: (range: Range, unit: "percent" | "multiple") => string; basis: (text: string) => string },
): ClaimMismatch[] {
  return claims.flatMap((claim) => {
    if (!claim.stated || !claim.agrees) return [];
    const stated = claim.stated(figures);
    const computed = claim.compute(figures);
    if (claim.agrees(stated, computed)) return [];
    const unit = claim.unit;
    return [
      {
        token: claim.token,
        message:
          `says ${format.range(stated, unit)}, but ${format.basis(claim.basis)} gives ${format.range(computed, unit)}` +
          ` (rule: ${claim.rule.charAt(0).toLowerCase()}${claim.rule.slice(1)}); change the claim or the figures it compares`,
      },
    ];
  });
}
