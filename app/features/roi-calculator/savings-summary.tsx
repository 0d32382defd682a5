import type { CostResult } from "./cost-model";
import { formatPercent, formatRange, formatUsd } from "./format";
import { siteConfig } from "~/lib/site-config";

type SavingsSummaryProps = { result: CostResult | undefined; team: string };

/**
 * The headline of the cost tool: what the visitor saves a year against the price of the chosen
 * plan, with both sides of the comparison named (the internal cost and the plan's yearly price),
 * so the percentage stands beside the figures it is computed from. On phones it stays under the
 * header while the fields scroll by.
 */
export function SavingsSummary({ result, team }: SavingsSummaryProps) {
  return (
    <div
      className="sticky top-(--header-height) z-20 rounded-card border border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6 lg:static lg:mb-8 lg:px-8 lg:py-6 print:static"
      data-testid="savings-summary"
      data-print="keep"
    >
      {result ? (
        <Savings result={result} team={team} />
      ) : (
        <p className="text-sm font-semibold text-slate-700">Correct the marked field to see your savings.</p>
      )}
    </div>
  );
}

function Savings({ result, team }: { result: CostResult; team: string }) {
  const { industry, industryComparison: comparison, teamYearly } = result;
  const price = formatRange(industry.monthlyLow, industry.monthlyHigh, formatUsd);
  const yearly = formatRange(comparison.yearly.low, comparison.yearly.high, formatUsd);
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-1">
      <p className="flex flex-col">
        <span className="text-xs font-semibold text-slate-600 lg:text-sm">You save per year, for {team}</span>
        <span className="text-2xl font-extrabold tracking-tight text-data-700 tabular-nums lg:text-5xl">
          {formatRange(comparison.savings.low, comparison.savings.high, (value) => formatUsd(value))}
        </span>
      </p>
      <p className="text-xs text-slate-600 lg:max-w-sm lg:text-right lg:text-sm">
        <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
          {formatRange(comparison.savingsPercent.low, comparison.savingsPercent.high, formatPercent)}
        </span>{" "}
        below the internal cost of <span className="whitespace-nowrap tabular-nums">{formatUsd(teamYearly)}</span> a
        year: {siteConfig.productName}&apos;s <span className="font-semibold text-ink">{industry.label}</span> at{" "}
        <span className="whitespace-nowrap tabular-nums">{price}</span> a month per BDR,{" "}
        <span className="whitespace-nowrap tabular-nums">{yearly}</span> a year
      </p>
    </div>
  );
}
