import type { ComponentProps, ReactNode } from "react";

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "tint" | "dark";
  headingId?: string;
};

const tones = {
  white: "bg-white",
  tint: "bg-slate-50",
  dark: "bg-brand-950 text-white",
};

/** A full-width page section with an optional eyebrow, heading and intro. */
export function Section({
  eyebrow,
  title,
  intro,
  tone = "white",
  headingId,
  className = "",
  children,
  ...props
}: SectionProps) {
  const labelId = headingId ?? (props.id ? `${props.id}-heading` : undefined);
  return (
    <section
      aria-labelledby={title ? labelId : undefined}
      className={`${tones[tone]} py-16 sm:py-24 ${className}`}
      {...props}
    >
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <header className="mx-auto mb-12 max-w-3xl text-center">
            {eyebrow && (
              <p
                className={`text-sm font-semibold tracking-wider uppercase ${tone === "dark" ? "text-accent-300" : "text-brand-700"}`}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={labelId} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
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
