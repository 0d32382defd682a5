import { FigureValue } from "~/components/ui/figure";

/** Says in the design itself that a case study shows standard program figures, not a client's results. */
export function IllustrativeLabel() {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
      Illustrative benchmark
    </span>
  );
}

/** A case study's headline figure, large and in the data colour, with what it measures beside it. */
export function HeadlineFigure({
  metric,
  className = "",
}: {
  metric: { label: string; value: string };
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="text-3xl font-bold tracking-tight text-data-700 tabular-nums">
        <FigureValue>{metric.value}</FigureValue>
      </span>
      <span className="text-sm text-slate-600">{metric.label}</span>
    </p>
  );
}
