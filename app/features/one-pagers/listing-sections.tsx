import { Section } from "~/components/ui/section";
import { fillSpans, gridClasses } from "~/features/listings/listing-grid";
import { siteConfig } from "~/lib/site-config";
import { PageCard, type PageCardData } from "./listing";

// A card that takes a whole row: on a wide screen it lays its art beside its text.
const FULL_ROW = "sm:col-span-2 lg:col-span-6";

export function IndustryGrid({ cards, talent }: { cards: readonly PageCardData[]; talent?: PageCardData }) {
  const spans = fillSpans(cards.length);
  return (
    <Section
      id="industries"
      title="Pick your industry"
      intro={`Every program runs on the same system: an embedded BDR, a GTM engineer, copywriters and a bundled tool stack. What changes is who we target, what we say and how we measure it. Prefer BDRs on your own team? That is ${siteConfig.productName} Talent.`}
    >
      <ul className={gridClasses}>
        {cards.map((card, index) => (
          <PageCard key={card.href} card={card} cta="View the one-pager" className={spans[index]} />
        ))}
        {talent && <PageCard card={talent} cta={`Explore ${siteConfig.productName} Talent`} className={FULL_ROW} />}
      </ul>
    </Section>
  );
}

type CaseStudyGridProps = { featured: PageCardData; cards: readonly PageCardData[] };

/** The long-form case study first, across the page, then one card per program. */
export function CaseStudyGrid({ featured, cards }: CaseStudyGridProps) {
  const spans = fillSpans(cards.length);
  return (
    <Section id="case-studies" aria-label="Case studies" className="pt-12 sm:pt-16">
      <ul className={gridClasses}>
        <PageCard card={featured} cta="Read the full case study" headingLevel={2} priority className={FULL_ROW} />
        {cards.map((card, index) => (
          <PageCard key={card.href} card={card} cta="Read the case study" headingLevel={2} className={spans[index]} />
        ))}
      </ul>
    </Section>
  );
}
