import type { ComponentProps, ReactNode } from "react";

/**
 * A range or figure that never breaks inside ("$10.5K-$13.5K", "68-75%"): tabular numerals,
 * no wrapping. Use it inline in text; `Figure` is the large version.
 */
export function Range({ className = "", ...props }: ComponentProps<"span">) {
  return <span className={`figure-nums ${className}`} {...props} />;
}

/**
 * A large figure's value, whole on one line while its line can hold it: a range ("$10.5K-$13.5K")
 * breaks after its hyphen only when it cannot (WCAG 1.4.12 text spacing at 320 px), rather than be
 * cut by its card. Each half is an inline block, so the text reads and copies as written.
 */
export function FigureValue({ children }: { children: string }) {
  const halves = children.split(/(?<=\d[KkM%x]?-)(?=\$?\d)/);
  if (halves.length === 1) return <span className="whitespace-nowrap">{children}</span>;
  return halves.map((half, index) => (
    <span key={index} className="inline-block whitespace-nowrap">
      {half}
    </span>
  ));
}

/**
 * A figure shown large, in the data colour, with its basis right under it (DESIGN.md: a figure shown
 * large states its basis nearby); inside a `<dl>`. Its size follows its own box's width (cqi:
 * container query units), so "$10.5K-$13.5K" shrinks inside a narrow card instead of running out of it.
 */
export function Figure({
  value,
  label,
  basis,
  className = "",
}: {
  value: ReactNode;
  label: ReactNode;
  basis?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`@container flex min-w-0 flex-col ${className}`}>
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="order-first text-[clamp(1.5rem,10cqi,2.5rem)] font-bold tracking-tight figure-nums text-data-700">
        {value}
      </dd>
      {basis && <dd className="mt-1 text-sm text-muted">{basis}</dd>}
    </div>
  );
}
