import { FigureText } from "~/features/one-pagers/figure-text";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { ReactNode } from "react";
import { MamutLogo } from "~/components/logos/logos";
import { HeroVisual, heroBand, heroTitleClasses, splitHeroGrid } from "~/components/ui/hero";
import "./documents.css";

type Crumb = { name: string; path: string };

type DocumentHeroProps = {
  eyebrow: string;
  title: ReactNode;
  intro: ReactNode;
  /** The trail above the title; the last item is the current page. */
  breadcrumbs: ReadonlyArray<Crumb>;
  meta?: ReactNode;
  actions?: ReactNode;
  /**
   * The visual beside the title on wide screens (below it on phones): with it the hero is a split
   * one, without it a long read's single column (app/components/ui/hero.tsx).
   */
  aside?: ReactNode;
  children?: ReactNode;
};

/**
 * The title block of a long document. On screen the site's hero band (hero.tsx); on paper it
 * becomes the letterhead: the logo (the site header does not print), title and date.
 */
export function DocumentHero({
  eyebrow,
  title,
  intro,
  breadcrumbs,
  meta,
  actions,
  aside,
  children,
}: DocumentHeroProps) {
  return (
    <header data-hero={aside ? "split" : "long"} className={`${heroBand} print:border-b-2 print:border-brand-700`}>
      <div className="container-page pt-8 pb-12 sm:pt-10 sm:pb-16 print:px-0 print:pt-0 print:pb-5">
        <Breadcrumbs items={breadcrumbs} />
        <div className="mb-6 hidden items-center justify-between print:flex">
          <MamutLogo />
          <Eyebrow>{eyebrow}</Eyebrow>
        </div>
        <div className={`mt-8 sm:mt-10 print:mt-0 print:block ${aside ? splitHeroGrid : ""}`}>
          <div className="max-w-3xl print:max-w-none">
            <Eyebrow className="print:hidden">{eyebrow}</Eyebrow>
            <h1 className={`mt-3 ${heroTitleClasses(aside ? "split" : "long")} print:mt-0 print:text-3xl`}>{title}</h1>
            <div
              data-print-text
              className="mt-5 text-lg text-pretty text-slate-700 sm:text-xl print:mt-3 print:text-base"
            >
              {typeof intro === "string" ? <FigureText>{intro}</FigureText> : intro}
            </div>
            {meta && <div className="mt-5 text-sm text-muted print:mt-3">{meta}</div>}
            {actions && <div className="print-hidden mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
          </div>
          {aside && <HeroVisual>{aside}</HeroVisual>}
        </div>
        {children}
      </div>
    </header>
  );
}
