import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { RangeUnit } from "~/components/ui/unbroken";
import { MAMUT_FIRST_LEADS_WEEKS, PLUGIN_MODEL_YEARLY, type Comparison, type CostResult } from "./cost-model";
import { formatDecimal, formatPercent, formatRange, formatTeam, formatUsd } from "./format";
import { bigFigureClass, Digits, valueClass, valueRowClass } from "./long-figures";
import { savingsHeadline, savingsVerdict } from "./savings-verdict";
import { siteConfig } from "~/lib/site-config";

type CostResultsProps = { result: CostResult; bdrCount: number; benefitsRate: number; managementShare: number };

export function CostResults({ result, bdrCount, benefitsRate, managementShare }: CostResultsProps) {
  const { breakdown } = result;
  const team = formatTeam(bdrCount);
  const rows = [
    ["Base salary", breakdown.salary],
    [`Benefits (${formatPercent(benefitsRate)} of salary)`, breakdown.benefits],
    ["Hiring", breakdown.hiring],
    ["Training", breakdown.training],
    [`Management (${formatPercent(managementShare)} of a manager's salary)`, breakdown.management],
    [`Tools (${formatUsd(breakdown.tools / 12)} a month)`, breakdown.tools],
  ] as const;

  return (
    <div className="space-y-6">
      <div className="@container rounded-card bg-brand-950 p-6 text-white shadow-lift sm:p-8" data-print="keep">
        <p className="text-sm font-semibold text-brand-200">Fully loaded cost per BDR per year</p>
        <p className={bigFigureClass} data-testid="cost-per-bdr">
          <Digits>{formatUsd(result.perBdrYearly)}</Digits>
        </p>
        {bdrCount > 1 && (
          <p className="mt-2 text-slate-200">
            For {team}: <strong className="text-white tabular-nums">{formatUsd(result.teamYearly)}</strong> a year
          </p>
        )}
        <table className="mt-6 w-full text-left text-sm">
          <caption className="sr-only">Cost per BDR per year, line by line</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Cost item</th>
              <th scope="col">Per year</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {rows.map(([label, amount]) => (
              <tr key={label}>
                <th scope="row" className="py-2 pr-4 font-normal text-slate-300">
                  {label}
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">{formatUsd(amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-white/30">
              <th scope="row" className="pt-3 pr-4 font-semibold">
                Total per BDR
              </th>
              <td className="pt-3 text-right font-bold tabular-nums">{formatUsd(result.perBdrYearly)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-1 print:gap-2">
        <ComparisonCard
          title={`${siteConfig.productName}: ${result.industry.label}`}
          price={
            <>
              <RangeUnit>{formatRange(result.industry.monthlyLow, result.industry.monthlyHigh, formatUsd)}</RangeUnit> a
              month per BDR
            </>
          }
          comparison={result.industryComparison}
          team={team}
          salary={breakdown.salary}
        />
        <ComparisonCard
          title={`${siteConfig.productName} GTM plugin model`}
          price={
            <>
              <RangeUnit>{formatRange(PLUGIN_MODEL_YEARLY.low, PLUGIN_MODEL_YEARLY.high, formatUsd)}</RangeUnit> a year
              per BDR
            </>
          }
          comparison={result.pluginComparison}
          team={team}
          salary={breakdown.salary}
        />
      </div>

      <div className="grid gap-4 print:col-span-2 print:grid-cols-2 print:gap-2">
        <div className="rounded-card border border-slate-200 bg-white p-5 shadow-card" data-print="keep">
          <h4 className="flex items-center gap-2 font-bold">
            <Icon name="clock" className="size-5 text-slate-500" />
            Time to first qualified leads
          </h4>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{siteConfig.productName}</dt>
              <dd className="font-semibold">
                {MAMUT_FIRST_LEADS_WEEKS.low}-{MAMUT_FIRST_LEADS_WEEKS.high} weeks
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Internal BDR ramp-up</dt>
              <dd className="font-semibold">{formatMonths(result.rampMonths.low, result.rampMonths.high)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-muted">
            While your team ramps up you pay{" "}
            <strong className="text-ink tabular-nums">
              <RangeUnit>{formatRange(result.rampSpend.low, result.rampSpend.high, formatUsd)}</RangeUnit>
            </strong>{" "}
            in salary, benefits and tools before it reaches full output. That spend is part of the yearly total.
          </p>
        </div>
        <div className="rounded-card border border-slate-200 bg-white p-5 shadow-card" data-print="keep">
          <h4 className="flex items-center gap-2 font-bold">
            <Icon name="refresh-cw" className="size-5 text-slate-500" />
            The cost of turnover
          </h4>
          <dl className="mt-3 space-y-2 text-sm">
            <div className={valueRowClass}>
              <dt className="text-muted">Departures a year</dt>
              <dd className={valueClass}>
                <Digits>{formatDecimal(result.departuresPerYear)}</Digits>
              </dd>
            </div>
            <div className={valueRowClass}>
              <dt className="text-muted">Hiring and training again</dt>
              <dd className={valueClass}>
                <Digits>{`${formatUsd(result.replacementCostPerYear)} a year`}</Digits>
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-muted">
            Not included in the total above. Every replacement also starts a new ramp-up, while {siteConfig.productName}{" "}
            carries turnover on its side.
          </p>
        </div>
      </div>
    </div>
  );
}

function ComparisonCard({
  title,
  price,
  comparison,
  team,
  salary,
}: {
  title: string;
  price: ReactNode;
  comparison: Comparison;
  team: string;
  /** The base salary the internal cost is worked out from, named when the internal team is cheaper. */
  salary: number;
}) {
  const product = siteConfig.productName;
  const verdict = savingsVerdict(comparison);
  const { label, amount } = savingsHeadline(verdict, product);
  const { yearly } = comparison;
  return (
    <div className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card" data-print="keep">
      <h4 className="font-bold">{title}</h4>
      <p className="mt-1 text-sm text-muted">Price used: {price}</p>
      <dl className="mt-4 space-y-3 print:space-y-1">
        <div>
          <dt className="text-sm text-muted">
            {product} for {team}, per year
          </dt>
          <dd className="text-lg font-semibold wrap-anywhere tabular-nums print:text-sm">
            <RangeUnit>
              <Digits>{formatRange(yearly.low, yearly.high, formatUsd)}</Digits>
            </RangeUnit>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{label}</dt>
          <dd
            className={`text-xl font-extrabold wrap-anywhere tabular-nums sm:text-2xl print:text-lg ${verdict.kind === "costs-more" ? "text-ink" : "text-data-700"}`}
          >
            <RangeUnit>
              <Digits>{amount}</Digits>
            </RangeUnit>
          </dd>
          <dd
            className={`text-sm font-semibold tabular-nums ${verdict.kind === "saves" ? "text-data-800" : "text-slate-700"}`}
          >
            {verdict.kind === "saves" && (
              <>
                <RangeUnit>{verdict.percent}</RangeUnit> below the internal cost
              </>
            )}
            {verdict.kind === "costs-more" && (
              <>
                <RangeUnit>{verdict.percent}</RangeUnit> above the internal cost: at a base salary of{" "}
                {formatUsd(salary)}, your internal team is cheaper
              </>
            )}
            {verdict.kind === "depends" && (
              <>
                Up to <RangeUnit>{verdict.savedPercent}</RangeUnit> below the internal cost. At its highest price{" "}
                {product} costs <RangeUnit>{verdict.extra}</RangeUnit> (<RangeUnit>{verdict.extraPercent}</RangeUnit>)
                more: there your internal team is cheaper at a base salary of {formatUsd(salary)}
              </>
            )}
            {verdict.kind === "even" && "The same as the internal cost"}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function formatMonths(low: number, high: number): string {
  const range = low === high ? formatDecimal(low) : `${formatDecimal(low)}-${formatDecimal(high)}`;
  return `${range} ${low === high && low === 1 ? "month" : "months"}`;
}
