import { Illustration } from "~/components/illustrations/illustration";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { ReactNode } from "react";
import { MamutLogo } from "~/components/logos/logos";
import { DownloadAndPrint } from "~/components/pdf-download";
import { Badge } from "~/components/ui/badge";
import { HeroVisual, heroBand, heroTitleClasses, splitHeroGrid } from "~/components/ui/hero";
import type { OnePagerPage } from "~/content/one-pagers";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { FigureText } from "./figure-text";
import { HeadlineFigure, IllustrativeLabel } from "./labels";
import { BookDiscoveryButton } from "./page-actions";

/** The hero's art, chosen by the loader: the industry's motif, or a case study's headline chart and its metric. */
export type HeroArt = { src: string; metric?: { label: string; value: string } };

type HeroProps = {
  page: OnePagerPage;
  art: HeroArt;
  kind: string;
  breadcrumbs: readonly Crumb[];
  notice?: ReactNode;
  /** The page's own path, whose PDF "Download PDF" serves. */
  path: string;
};

/** Title, subheading, the two actions and the industry art; on paper a compact letterhead. */
export function OnePagerHero({ page, art, kind, breadcrumbs, notice, path }: HeroProps) {
  return (
    <header data-hero="split" className={`${heroBand} print:border-b-2 print:border-brand-700`}>
      <div className="container-page pt-8 pb-12 sm:pt-10 sm:pb-16 print:px-0 print:pt-0 print:pb-2">
        <Breadcrumbs items={breadcrumbs} />
        <div className="mb-2 hidden items-center justify-between print:flex">
          <MamutLogo />
          <Eyebrow>{kind}</Eyebrow>
        </div>
        <div className={`mt-8 sm:mt-10 print:mt-0 print:block ${splitHeroGrid}`}>
          <div>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Badge>{page.industry}</Badge>
              {/* A notice (case studies) carries the same label, with what it means: one label per hero. */}
              {page.illustrative && !notice && <IllustrativeLabel />}
            </div>
            <h1 className={`mt-4 ${heroTitleClasses("split")} print:mt-0 print:text-xl`}>{page.title}</h1>
            <p className="mt-5 text-lg text-pretty text-slate-700 sm:text-xl print:mt-1 print:text-sm print:leading-snug">
              <FigureText>{page.subheading}</FigureText>
            </p>
            {notice}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
              <BookDiscoveryButton />
              <DownloadAndPrint path={path} size="lg" />
            </div>
          </div>
          <HeroVisual>
            <figure className="overflow-hidden rounded-card border border-slate-200 bg-white print:hidden">
              <Illustration src={art.src} priority className="aspect-[40/21] w-full" />
              {art.metric && (
                <figcaption className="border-t border-slate-200 px-5 py-4">
                  <HeadlineFigure metric={art.metric} />
                </figcaption>
              )}
            </figure>
          </HeroVisual>
        </div>
        {page.headlineStats && (
          <dl className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4 print:mt-3 print:gap-2" data-print="keep">
            {page.headlineStats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-card border border-slate-200 bg-white/80 px-4 py-5 text-center shadow-card print:py-2"
              >
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight figure-nums text-data-700 print:text-xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </header>
  );
}
