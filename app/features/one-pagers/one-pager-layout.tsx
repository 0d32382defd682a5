import type { ReactNode } from "react";
import type { OnePagerPage } from "~/content/one-pagers";
import { siteConfig } from "~/lib/site-config";
import type { Crumb } from "~/components/breadcrumbs";
import { OnePagerHero, type HeroArt } from "./one-pager-hero";
import "./print.css";

import { OnePagerBody } from "./one-pager-body";

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
  page: OnePagerPage;
  art: HeroArt;
  variant: OnePagerVariant;
  breadcrumbs: readonly Crumb[];
  /** Page-specific sections, placed before the call to action (the talent map). */
  children?: ReactNode;
};

/** Beside the title, in the design rather than the small print: what these figures are and are not. */
function IllustrativeNotice() {
  return (
    <p className="mt-6 flex max-w-2xl flex-col gap-2 rounded-card border border-slate-300 bg-white p-4 sm:flex-row sm:items-start sm:gap-4 print:mt-2 print:p-2">
      <span className="w-fit shrink-0 rounded-full bg-slate-900 px-3 py-1 text-xs font-bold text-white">
        Illustrative benchmark
      </span>
      <span className="text-slate-800 print:text-xs">
        <strong className="font-semibold">Not a client result.</strong> A typical program in this industry, told as one
        engagement, with the steady-state ranges {siteConfig.productName} works to, not one client&apos;s audited
        figures.
      </span>
    </p>
  );
}

/** The one layout of every industry one-pager and case study: the hero, then the body from its own chunk. */
export function OnePagerLayout({ page, art, variant, breadcrumbs, children }: LayoutProps) {
  const text = headingsFor(variant, siteConfig.productName);
  const printName = `${variant}-${page.slug}`;
  return (
    // On paper one A4 page (print.css), without the sections' eyebrows.
    <article style={{ page: printName }} data-print-layout="one-pager">
      <OnePagerHero
        page={page}
        art={art}
        kind={text.kind}
        breadcrumbs={breadcrumbs}
        path={`/${variant === "one-pager" ? "one-pagers" : "case-studies"}/${page.slug}`}
        notice={variant === "case-study" && page.illustrative ? <IllustrativeNotice /> : undefined}
      />
      <OnePagerBody page={page} text={text} printName={printName}>
        {children}
      </OnePagerBody>
    </article>
  );
}
