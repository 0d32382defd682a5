import type { ComponentProps, ReactNode } from "react";

/**
 * A range or figure that never breaks inside ("$10.5K-$13.5K", "68-75%"): tabular numerals,
 * no wrapping. Use it inline in text; `Figure` is the large version.
 */
export function Range({ className = "", ...props }: ComponentProps<"span">) {
  return <span className={`figure-nums ${className}`} {...props} />;
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
