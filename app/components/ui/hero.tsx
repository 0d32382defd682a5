import type { ReactNode } from "react";

/**
 * The site's two hero layouts. "split": the headline, its text and actions on the left, a visual
 * on the right (below on phones); the visual slot is always filled. "long": one text column, for
 * long reads (articles, the framework, the privacy policy) and the calculator, whose cover or
 * tool follows. Both take the one headline size, `text-display` (tailwind.css);
 * tests/e2e/heroes-and-cta.spec.ts measures it per kind on every page.
 */
export type HeroKind = "split" | "long";

/**
 * The H1 of a hero of this kind: the long reads' run longer, so their lines sit a little further
 * apart. A word wider than the line ("consultancies" at 320 px with WCAG text spacing) breaks
 * rather than widen the page; at the site's own spacing every word fits.
 */
export function heroTitleClasses(kind: HeroKind): string {
  return `text-display font-extrabold text-balance wrap-anywhere ${kind === "long" ? "leading-[1.1]" : ""}`.trim();
}

/**
 * The one hero background (issue 36): every page's hero is white above a hairline, the home page's
 * first screen included, so the hero's visual carries the colour and a page never opens on a tint
 * of its own. `data-hero` names the kind for the tests.
 */
export const heroBand = "border-b border-slate-200 bg-white";

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
