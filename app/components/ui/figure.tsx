import type { ComponentProps, ReactNode } from "react";

type FigureSize = "md" | "lg" | "xl";

// Large figures follow their own box's width (cqi: container query units), so "$10.5K-$13.5K"
// shrinks inside a narrow card instead of running out of it.
const sizes: Record<FigureSize, string> = {
  md: "text-[clamp(1.25rem,8cqi,1.5rem)]",
  lg: "text-[clamp(1.5rem,10cqi,2.5rem)]",
  xl: "text-[clamp(1.75rem,12cqi,3.5rem)]",
};

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
 * large states its basis nearby). `tone="dark"` on the deep indigo band.
 */
export function Figure({
  value,
  label,
  basis,
  size = "lg",
  tone = "light",
  className = "",
}: {
  value: ReactNode;
  label: ReactNode;
  basis?: ReactNode;
  size?: FigureSize;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={`@container flex min-w-0 flex-col ${className}`}>
      <dt className={`text-sm font-semibold ${dark ? "text-white" : "text-ink"}`}>{label}</dt>
      <dd
        className={`order-first font-bold tracking-tight figure-nums ${sizes[size]} ${dark ? "text-data-300" : "text-data-700"}`}
      >
        {value}
      </dd>
      {basis && <dd className={`mt-1 text-sm ${dark ? "text-slate-300" : "text-muted"}`}>{basis}</dd>}
    </div>
  );
}
