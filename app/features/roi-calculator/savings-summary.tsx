import { RangeUnit } from "~/components/ui/unbroken";
import type { CostResult } from "./cost-model";
import { formatRange, formatUsd } from "./format";
import { Digits } from "./long-figures";
import { savingsHeadline, savingsVerdict } from "./savings-verdict";
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
  const product = siteConfig.productName;
  const price = formatRange(industry.monthlyLow, industry.monthlyHigh, formatUsd);
  const yearly = formatRange(comparison.yearly.low, comparison.yearly.high, formatUsd);
  const verdict = savingsVerdict(comparison);
  const { label, amount } = savingsHeadline(verdict, product);
  const internal = <span className="whitespace-nowrap tabular-nums">{formatUsd(teamYearly)}</span>;
  const salary = <span className="whitespace-nowrap tabular-nums">{formatUsd(result.breakdown.salary)}</span>;
  const plan = (
    <>
      {product}&apos;s <span className="font-semibold text-ink">{industry.label}</span> at{" "}
      <span className="whitespace-nowrap tabular-nums">{price}</span> a month per BDR,{" "}
      <span className="whitespace-nowrap tabular-nums">{yearly}</span> a year
    </>
  );
  const strong = (text: string) => (
    <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{text}</span>
  );
  return (
    <>
      <p className={headlineClass}>
        <span className="text-xs font-semibold text-slate-600 lg:block lg:text-sm">
          {label}, for {team}
        </span>
        <span
          className={`text-xl font-extrabold tracking-tight wrap-anywhere tabular-nums lg:block lg:text-5xl ${verdict.kind === "costs-more" ? "text-ink" : "text-data-700"}`}
        >
          <RangeUnit>
            <Digits>{amount}</Digits>
          </RangeUnit>
        </span>
      </p>
      <p className="mt-3 px-1 text-sm text-slate-600 lg:mt-2 lg:px-0">
        {verdict.kind === "saves" && (
          <>
            {strong(verdict.percent)} below the internal cost of {internal} a year: {plan}
          </>
        )}
        {verdict.kind === "costs-more" && (
          <>
            {strong(verdict.percent)} above the internal cost of {internal} a year: {plan}. At a base salary of {salary}
            , your internal team is cheaper.
          </>
        )}
        {verdict.kind === "depends" && (
          <>
            Up to {strong(verdict.savedPercent)} below the internal cost of {internal} a year: {plan}. At its highest
            price {product} costs {strong(verdict.extra)} ({verdict.extraPercent}) more: there your internal team is
            cheaper at a base salary of {salary}.
          </>
        )}
        {verdict.kind === "even" && (
          <>
            The same as the internal cost of {internal} a year: {plan}
          </>
        )}
      </p>
    </>
  );
}
