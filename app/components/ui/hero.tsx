import type { ReactNode } from "react";

/**
 * The site's two hero layouts. "split": the headline, its text and actions on the left, a visual
 * on the right (below on phones); the visual slot is always filled. "long": one text column, for
 * long reads (articles, the framework, the privacy policy) and the calculator, whose cover or
 * tool follows. Each kind has one headline size (`text-display`, `text-display-long` in
 * tailwind.css); tests/e2e/heroes-and-cta.spec.ts measures both on every page.
 */
export type HeroKind = "split" | "long";

/** The H1 of a hero of this kind. */
export function heroTitleClasses(kind: HeroKind): string {
  return `${kind === "split" ? "text-display" : "text-display-long"} font-extrabold text-balance`;
}

/** The columns of a split hero: text, then the visual. */
export const splitHeroGrid = "grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14";

/** The visual slot of a split hero. */
export function HeroVisual({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div data-hero-visual className={`min-w-0 ${className}`}>
      {children}
    </div>
  );
}
