import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { BookDiscoveryButton } from "./page-actions";

/** A one-pager or case study as its listing card shows it (built by the route loaders). */
export type PageCardData = {
  href: string;
  industry: string;
  title: string;
  summary: string;
  heroImage?: string;
  /** Short figures under the summary (the content's highlights). */
  highlights: readonly string[];
};

type ListingHeroProps = { eyebrow: string; title: string; intro: ReactNode; breadcrumbs: readonly Crumb[] };

export function ListingHero({ eyebrow, title, intro, breadcrumbs }: ListingHeroProps) {
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-200">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_85%_-20%,var(--color-brand-100),transparent),radial-gradient(36rem_20rem_at_0%_0%,#ccfbf1,transparent)]"
      />
      <div className="container-page pt-8 pb-14 sm:pt-10 sm:pb-20">
        <Breadcrumbs items={breadcrumbs} />
        <div className="mt-10 max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <div className="mt-5 text-lg text-pretty text-slate-700 sm:text-xl">{intro}</div>
          <div className="mt-8">
            <BookDiscoveryButton />
          </div>
        </div>
      </div>
    </header>
  );
}

const cardTones = {
  light: {
    card: "border border-slate-200 bg-white",
    title: "group-focus-within:text-brand-800 group-hover:text-brand-800",
    summary: "text-muted",
    highlight: "bg-slate-100 text-slate-700",
    cta: "text-brand-800",
  },
  // The staff-augmentation offer stands apart from the industry programs.
  dark: {
    card: "bg-brand-950 text-white ring-1 ring-brand-900",
    title: "group-focus-within:text-brand-200 group-hover:text-brand-200",
    summary: "text-slate-300",
    highlight: "bg-white/10 text-white",
    cta: "text-brand-200",
  },
} as const;

type PageCardProps = {
  card: PageCardData;
  cta: string;
  headingLevel?: 2 | 3;
  tone?: keyof typeof cardTones;
  /** The first card's image is in the first screen on phones: load it at once, not lazily. */
  priority?: boolean;
};

/** A card whose title link covers the whole card, so the card is one clear target. */
export function PageCard({ card, cta, headingLevel = 3, tone = "light", priority = false }: PageCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const styles = cardTones[tone];
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-card shadow-card transition-shadow duration-150 focus-within:shadow-lift hover:shadow-lift motion-reduce:transition-none ${styles.card}`}
    >
      {card.heroImage && (
        <img
          src={card.heroImage}
          alt=""
          width={600}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="w-full"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{card.industry}</Badge>
        <Heading className="mt-4 text-xl font-bold tracking-tight text-balance">
          <Link
            to={card.href}
            className={`after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600 ${styles.title}`}
          >
            {card.title}
          </Link>
        </Heading>
        <p className={`mt-3 ${styles.summary}`}>{card.summary}</p>
        {card.highlights.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2">
            {card.highlights.map((highlight) => (
              <li key={highlight} className={`rounded-full px-3 py-1 text-sm font-medium ${styles.highlight}`}>
                {highlight}
              </li>
            ))}
          </ul>
        )}
        <span
          aria-hidden="true"
          className={`mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold ${styles.cta}`}
        >
          {cta}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </div>
    </li>
  );
}

/** The card fields of a page, for the listing loaders. */
export function toCard(
  page: {
    slug: string;
    industry: string;
    title: string;
    summary: string;
    heroImage?: string;
    highlights: readonly string[];
  },
  base: "/one-pagers" | "/case-studies",
): PageCardData {
  return {
    href: `${base}/${page.slug}`,
    industry: page.industry,
    title: page.title,
    summary: page.summary,
    heroImage: page.heroImage,
    highlights: page.highlights,
  };
}
