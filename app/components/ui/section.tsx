import type { ComponentProps, ReactNode } from "react";
import { Eyebrow } from "./eyebrow";

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "tint" | "dark";
  headingId?: string;
  /** Centred headings suit a single short section; a page of them repeats one formula (DESIGN.md). */
  align?: "center" | "start";
};

const tones = {
  white: "bg-white",
  tint: "bg-slate-50",
  dark: "surface-dark",
};

/** A full-width page section with an optional eyebrow, heading and intro. */
export function Section({
  eyebrow,
  title,
  intro,
  tone = "white",
  headingId,
  align = "center",
  className = "",
  children,
  ...props
}: SectionProps) {
  const labelId = headingId ?? (props.id ? `${props.id}-heading` : undefined);
  return (
    <section
      aria-labelledby={title ? labelId : undefined}
      className={`${tones[tone]} section-y ${className}`}
      {...props}
    >
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <header className={`mb-12 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {title && (
              <h2 id={labelId} className="mt-3 text-title font-bold text-balance">
                {title}
              </h2>
            )}
            {intro && (
              <div className={`mt-4 text-lg text-pretty ${tone === "dark" ? "text-slate-300" : "text-muted"}`}>
                {intro}
              </div>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
