import { DataTable } from "~/components/ui/data-table";
import type { CaseStudy } from "~/content/case-study-data-privacy";

/** Scorecard bars: an ARIA progressbar each, so the value is announced, not only drawn. */
export function ProgressBars({ items }: { items: CaseStudy["progress"] }) {
  return (
    <ul className="space-y-6 print:space-y-3">
      {items.map((item) => {
        const id = `progress-${item.label.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`;
        return (
          <li key={item.label} data-print="keep">
            <div className="flex items-baseline justify-between gap-4">
              <span id={id} className="font-semibold">
                {item.label}
              </span>
              <span className="text-lg font-bold text-data-700 tabular-nums">{item.value}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={id}
              aria-valuenow={item.value}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuetext={`${item.value}%`}
              className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-data-600" style={{ width: `${item.value}%` }} />
            </div>
            <p className="mt-1.5 text-sm text-muted">{item.note}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function BeforeAfterTable({ rows }: { rows: CaseStudy["beforeAfter"] }) {
  return (
    <DataTable
      label="Results before and after the engagement"
      labelHeader="Metric"
      columns={[{ header: "Before" }, { header: "After", key: true }]}
      rows={rows.map((row) => ({ id: row.metric, label: row.metric, cells: [row.before, row.after] }))}
    />
  );
}
