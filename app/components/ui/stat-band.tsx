import type { ReactNode } from "react";
import { Figure } from "./figure";

export type Stat = { value: ReactNode; label: ReactNode; basis?: ReactNode };

// Columns per count, so a band never ends on a half-empty row.
function columns(count: number): string {
  if (count === 4) return "grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-4";
  if (count % 3 === 0) return "grid-cols-1 sm:grid-cols-3";
  if (count % 2 === 0) return "grid-cols-1 min-[420px]:grid-cols-2";
  return "grid-cols-1";
}

/**
 * A band of figures with their basis under each (Stripe's stat band under the hero), in hairline
 * cells. Give it 2, 3, 4 or 6 figures. `tone="dark"` for the deep indigo band.
 */
export function StatBand({
  stats,
  label,
  caption,
  tone = "light",
  className = "",
}: {
  stats: ReadonlyArray<Stat>;
  /** An accessible name for the list of figures, e.g. "Results in figures". */
  label: string;
  /** One line under the band for a basis shared by all figures. */
  caption?: ReactNode;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={className}>
      <dl
        aria-label={label}
        className={`grid gap-px overflow-hidden rounded-card border ${columns(stats.length)} ${
          dark ? "border-white/15 bg-white/15" : "border-slate-200 bg-slate-200"
        }`}
      >
        {stats.map((stat, index) => (
          <Figure key={index} {...stat} tone={tone} className={`p-5 sm:p-6 ${dark ? "bg-band" : "bg-white"}`} />
        ))}
      </dl>
      {caption && <p className={`mt-3 text-sm ${dark ? "text-slate-300" : "text-muted"}`}>{caption}</p>}
    </div>
  );
}
