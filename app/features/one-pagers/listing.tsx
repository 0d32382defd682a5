import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { Illustration } from "~/components/illustrations/illustration";
import { Badge } from "~/components/ui/badge";
import { HeroVisual, heroBand, heroTitleClasses, splitHeroGrid } from "~/components/ui/hero";
import { cardClasses } from "~/features/listings/listing-grid";
import { FigureText } from "./figure-text";
import { HeadlineFigure, IllustrativeLabel } from "./labels";
import { BookDiscoveryButton } from "./page-actions";

/** A one-pager or case study as its listing card shows it (built by listing-cards.ts in the loaders). */
export type PageCardData = {
  href: string;
  industry: string;
  title: string;
  summary: string;
  /** The card's art: the industry's motif or the case study's headline chart. */
  art: string;
  /** A case study's headline figure, printed large beside its chart with what it measures. */
  metric?: { label: string; value: string };
  /** An illustrative program benchmark, not a client's results: labelled on the card. */
  illustrative?: boolean;
  /** Short figures under the summary (the content's highlights). */
  highlights: readonly string[];
};

type ListingHeroProps = {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  breadcrumbs: readonly Crumb[];
  /** The split hero's visual: the art of what the page lists. */
  visual: ReactNode;
};

export function ListingHero({ eyebrow, title, intro, breadcrumbs, visual }: ListingHeroProps) {
  return (
    <header data-hero="split" className={heroBand}>
      <div className="container-page pt-8 pb-14 sm:pt-10 sm:pb-16">
        <Breadcrumbs items={breadcrumbs} />
        <div className={`mt-8 sm:mt-10 ${splitHeroGrid}`}>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <h1 className={`mt-3 ${heroTitleClasses("split")}`}>{title}</h1>
            <div className="mt-5 text-lg text-pretty text-slate-700">{intro}</div>
            <div className="mt-8">
              <BookDiscoveryButton />
            </div>
          </div>
          <HeroVisual>{visual}</HeroVisual>
        </div>
      </div>
    </header>
  );
}

type PageCardProps = {
  card: PageCardData;
  cta: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** The card's art is in the first screen: load it at once, not lazily. */
  priority?: boolean;
};

/** A card whose title link covers the whole card, so the card is one clear target; art beside the text when wide. */
export function PageCard({ card, cta, headingLevel = 3, className = "", priority = false }: PageCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={`${cardClasses} flex ${className}`}>
      <div className="flex w-full flex-col @xl:flex-row">
        <Illustration
          src={card.art}
          priority={priority}
          className="aspect-[40/21] w-full border-b border-slate-200 @xl:aspect-auto @xl:w-1/2 @xl:border-r @xl:border-b-0"
        />
        <div className="flex flex-1 flex-col p-6 @xl:justify-center @3xl:p-10">
          <div className="flex flex-wrap gap-2">
            <Badge>{card.industry}</Badge>
            {card.illustrative && <IllustrativeLabel />}
          </div>
          <Heading className="mt-4 text-xl font-bold tracking-tight text-balance @3xl:text-2xl">
            <a
              href={card.href}
              className="group-focus-within:text-brand-800 group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-card"
            >
              {card.title}
            </a>
          </Heading>
          {card.metric && <HeadlineFigure metric={card.metric} className="mt-4" />}
          <p className="mt-3 text-muted">{card.summary}</p>
          {card.highlights.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-2">
              {card.highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="rounded-full border border-slate-200 px-3 py-1 text-sm font-medium text-slate-700 tabular-nums"
                >
                  {/* Its figures unbroken, its words free to wrap when a line cannot hold it (WCAG text spacing). */}
                  <FigureText>{highlight}</FigureText>
                </li>
              ))}
            </ul>
          )}
          <span
            aria-hidden="true"
            className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-700"
          >
            {cta}
            <Icon
              name="arrow-right"
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </span>
        </div>
      </div>
    </li>
  );
}
