import type { ComponentProps, ReactNode } from "react";

type Variant = "primary" | "secondary" | "ghost" | "inverse";
type Size = "md" | "lg";

// The focus ring is the site's own (app/styles/tailwind.css), white on dark surfaces. A label wraps
// only when no line can hold it (WCAG text spacing at 320 px); where it fits it stays one line.
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-field bg-white text-ink hover:border-brand-700 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  inverse: "bg-white text-brand-900 hover:bg-brand-50",
};

const sizes: Record<Size, string> = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: Variant; size?: Size; className?: string } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

type StyleProps = { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link to a page of the site that looks like a button: a full page load (see SpeculationRules). */
export function LinkButton({
  variant,
  size,
  className,
  to,
  children,
  ...props
}: ComponentProps<"a"> & StyleProps & { to: string }) {
  return (
    <a href={to} className={buttonClasses({ variant, size, className })} {...props}>
      {children}
    </a>
  );
}

/** An external link that looks like a button; opens in a new tab. */
export function ExternalLinkButton({
  variant,
  size,
  className,
  href,
  children,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & StyleProps & { href: string; children: ReactNode }) {
  return (
    <ExternalLink href={href} className={buttonClasses({ variant, size, className })} {...props}>
      {children}
    </ExternalLink>
  );
}

/** Every link that leaves the site opens in a new tab without handing over the opener. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
