import type { ArticleChart } from "~/content/blog-schema";
import { FigureText } from "~/features/one-pagers/figure-text";

/**
 * A bar's length in percent of the largest figure: one linear scale for every chart, so a reader
 * can check a bar against its figure (a funnel's last stages are short because they are small).
 */
function barLength(value: number, max: number): number {
  return (value / max) * 100;
}

/**
 * A chart drawn on the server from an article's front matter: a real table (its caption the
 * title, a row per figure) whose cells carry the bars, so the figures read the same with
 * and without sight. Bars in the data colour, ranges lighter from their low to their high end.
 */
export function ArticleChartFigure({ chart }: { chart: ArticleChart }) {
  const funnel = chart.kind === "funnel";
  const max = Math.max(...chart.rows.map((row) => row.value));
  const longest = chart.rows.find((row) => row.value === max);
  return (
    <figure
      className="not-prose my-10 rounded-card border border-slate-200 bg-white p-5 sm:p-6"
      data-print="keep"
      data-chart={funnel ? "funnel" : "bars"}
      data-chart-scale="linear"
    >
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="mb-4 text-left text-base font-semibold text-balance text-ink">{chart.title}</caption>
        <colgroup>
          <col className="w-[38%] sm:w-48" />
          <col />
          <col className="w-[5.5rem] sm:w-28" />
        </colgroup>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <td />
            <th scope="col">Figure</th>
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => {
            const end = barLength(row.value, max);
            const start = row.low === undefined ? end : barLength(row.low, max);
            return (
              <tr key={row.label} className="border-t border-slate-100 first:border-t-0">
                <th scope="row" className="py-2 pr-3 text-left align-middle font-medium text-slate-700">
                  {row.label}
                  {row.note && <span className="block text-xs font-normal text-muted">{row.note}</span>}
                </th>
                <td aria-hidden="true" className="py-2 align-middle">
                  <span className={`flex h-3 ${funnel ? "justify-center" : ""}`}>
                    {/* At least 3 px, so a figure far below the largest still shows where its bar is. */}
                    <span className="flex h-full min-w-[3px] overflow-hidden rounded-full" style={{ width: `${end}%` }}>
                      <span className="h-full bg-data-600" style={{ width: `${(start / end) * 100}%` }} />
                      <span className="h-full flex-1 bg-data-200" />
                    </span>
                  </span>
                </td>
                <td className="py-2 pl-3 text-right align-middle font-semibold whitespace-nowrap text-ink tabular-nums">
                  {row.display}
                </td>
              </tr>
            );
          })}
        </tbody>
        {chart.total && (
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" className="pt-3 text-left font-semibold text-ink">
                {chart.total.label}
              </th>
              <td />
              <td className="pt-3 text-right font-bold whitespace-nowrap text-data-800 tabular-nums">
                {chart.total.display}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      <figcaption className="mt-4 text-xs text-muted">
        <FigureText>{chart.basis}</FigureText> Bars are drawn to one linear scale, the longest {longest?.display}.
        {chart.rows.some((row) => row.low !== undefined) &&
          " A lighter bar runs from the low to the high end of a range."}
      </figcaption>
    </figure>
  );
}
