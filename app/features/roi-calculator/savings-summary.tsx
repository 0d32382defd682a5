import type { CostResult } from "./cost-model";
import { formatPercent, formatRange, formatUsd } from "./format";
import { siteConfig } from "~/lib/site-config";

type SavingsSummaryProps = { result: CostResult | undefined; team: string };

/**
 * The headline of the cost tool: what the visitor saves a year against the price of the chosen
 * plan, with both sides of the comparison named (the internal cost and the plan's yearly price),
 * so the percentage stands beside the figures it is computed from. From 1024 px it heads the
 * results column. Below, only the one-line headline stays under the header while the fields
 * scroll by (the box has no layout of its own there, so the headline sticks within the whole
 * tool), and the fields scroll to below it when focused (`scroll-mt-summary` on the fields).
 */
export function SavingsSummary({ result, team }: SavingsSummaryProps) {
  return (
    <div
      className="max-lg:contents lg:col-start-2 lg:row-start-1 lg:rounded-card lg:border lg:border-slate-200 lg:bg-white lg:px-8 lg:py-6 print:static"
      data-testid="savings-summary"
      data-print="keep"
    >
      {result ? (
        <Savings result={result} team={team} />
      ) : (
        <p className={headlineClass}>
          <span className="text-sm font-semibold text-slate-700">Correct the marked field to see your savings.</span>
        </p>
      )}
    </div>
  );
}

/** The sticky bar below 1024 px: one line, so it hides as little as possible of what scrolls under it. */
const headlineClass =
  "sticky top-(--header-height) z-20 flex min-h-(--summary-height) flex-wrap items-baseline justify-between gap-x-3 rounded-card border border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:px-6 lg:static lg:block lg:min-h-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none print:static";

function Savings({ result, team }: { result: CostResult; team: string }) {
  const { industry, industryComparison: comparison, teamYearly } = result;
  const price = formatRange(industry.monthlyLow, industry.monthlyHigh, formatUsd);
  const yearly = formatRange(comparison.yearly.low, comparison.yearly.high, formatUsd);
  return (
    <>
      <p className={headlineClass}>
        <span className="text-xs font-semibold text-slate-600 lg:block lg:text-sm">You save per year, for {team}</span>
        <span className="text-xl font-extrabold tracking-tight text-data-700 tabular-nums lg:block lg:text-5xl">
          {formatRange(comparison.savings.low, comparison.savings.high, (value) => formatUsd(value))}
        </span>
      </p>
      <p className="mt-3 px-1 text-sm text-slate-600 lg:mt-2 lg:px-0">
        <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
          {formatRange(comparison.savingsPercent.low, comparison.savingsPercent.high, formatPercent)}
        </span>{" "}
        below the internal cost of <span className="whitespace-nowrap tabular-nums">{formatUsd(teamYearly)}</span> a
        year: {siteConfig.productName}&apos;s <span className="font-semibold text-ink">{industry.label}</span> at{" "}
        <span className="whitespace-nowrap tabular-nums">{price}</span> a month per BDR,{" "}
        <span className="whitespace-nowrap tabular-nums">{yearly}</span> a year
      </p>
    </>
  );
}
