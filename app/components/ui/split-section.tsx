import type { ComponentProps, ReactNode } from "react";

type SplitSectionProps = Omit<ComponentProps<"section">, "title"> & {
  eyebrow?: string;
  title: ReactNode;
  /** The self-drawn visual (an illustration, a product-like panel, a chart). */
  visual: ReactNode;
  /** Puts the visual on the left on wide screens; alternate it down a page. */
  reverse?: boolean;
  tone?: "white" | "tint";
};

/**
 * Text beside a visual, the visual's side alternating down a page (Stripe's rhythm). On phones
 * the text comes first and the visual follows. Headings are left-aligned, never centred.
 */
export function SplitSection({
  eyebrow,
  title,
  visual,
  reverse = false,
  tone = "white",
  className = "",
  children,
  ...props
}: SplitSectionProps) {
  const headingId = props.id ? `${props.id}-heading` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={`section-y ${tone === "tint" ? "bg-slate-50" : "bg-white"} ${className}`}
      {...props}
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="min-w-0">
          {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-title font-bold text-balance">
            {title}
          </h2>
          <div className="mt-5 max-w-measure text-muted">{children}</div>
        </div>
        <div className={`min-w-0 ${reverse ? "lg:order-first" : ""}`}>{visual}</div>
      </div>
    </section>
  );
}
