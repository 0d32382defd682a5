import type { ReactNode } from "react";
import type { OnePager } from "~/content/one-pagers";
import { siteConfig } from "~/lib/site-config";
import type { Crumb } from "~/components/breadcrumbs";
import { lazySection } from "~/lib/lazy-section";
import { OnePagerHero, type HeroArt } from "./one-pager-hero";

// Below the first screen of the industry and case-study pages: its own chunk (see lazySection).
const OnePagerBody = lazySection(() => import("./one-pager-body"), "OnePagerBody");

export type OnePagerVariant = "one-pager" | "case-study";

export type OnePagerHeadings = ReturnType<typeof headingsFor>;

function headingsFor(variant: OnePagerVariant, product: string) {
  return variant === "one-pager"
    ? {
        kind: "Industry One-Pager",
        stakes: `Why teams choose ${product}`,
        challenges: "Top challenges",
        solutions: `How ${product} solves them`,
        performance: "Performance at steady state",
        buildVsBuy: `Build an internal team or plug in ${product}`,
      }
    : {
        kind: "Case Study",
        stakes: "What was at stake",
        challenges: "The challenges",
        solutions: "What we installed",
        performance: "The results",
        buildVsBuy: "The build-versus-buy decision",
      };
}

type LayoutProps = {
  page: OnePager;
  art: HeroArt;
  variant: OnePagerVariant;
  breadcrumbs: readonly Crumb[];
  /** Page-specific sections, placed before the call to action (the talent map). */
  children?: ReactNode;
};

/** The one layout of every industry one-pager and case study: the hero, then the body from its own chunk. */
export function OnePagerLayout({ page, art, variant, breadcrumbs, children }: LayoutProps) {
  const text = headingsFor(variant, siteConfig.productName);
  return (
    <article>
      <OnePagerHero page={page} art={art} kind={text.kind} breadcrumbs={breadcrumbs} />
      <OnePagerBody page={page} text={text}>
        {children}
      </OnePagerBody>
    </article>
  );
}
