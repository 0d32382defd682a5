import { Section } from "~/components/ui/section";
import { PageCard, type PageCardData } from "./listing";
import { siteConfig } from "~/lib/site-config";

export function IndustryGrid({ cards, talent }: { cards: readonly PageCardData[]; talent?: PageCardData }) {
  return (
    <Section
      id="industries"
      eyebrow="Every industry, one engine"
      title="Pick your industry"
      intro={`Every program runs on the same system: an embedded BDR, a GTM engineer, copywriters and a bundled tool stack. What changes is who we target, what we say and how we measure it. Prefer BDRs on your own team? That is ${siteConfig.productName} Talent.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <PageCard key={card.href} card={card} cta="View the one-pager" />
        ))}
        {talent && <PageCard card={talent} cta={`Explore ${siteConfig.productName} Talent`} tone="dark" />}
      </ul>
    </Section>
  );
}

// The long-form case study at /case-study/data-privacy-compliance-startup (SPEC's case-study figures).
const fullCaseStudy: PageCardData = {
  href: "/case-study/data-privacy-compliance-startup",
  industry: "Full case study",
  title: "The whole story: a data-privacy startup",
  summary:
    "How a B2B data-privacy and compliance software startup replaced founder-led prospecting with a complete outbound engine, with the before-and-after numbers.",
  heroImage: "/images/case-studies/data-privacy.svg",
  highlights: ["25-35 SQLs a month", "15% conversion", "300% ROI in 6 months"],
};

export function CaseStudyGrid({ cards }: { cards: readonly PageCardData[] }) {
  return (
    <Section id="case-studies" aria-label="Case studies" className="pt-12 sm:pt-16">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <PageCard key={card.href} card={card} cta="Read the case study" headingLevel={2} priority={index === 0} />
        ))}
        <PageCard card={fullCaseStudy} cta="Read the full case study" headingLevel={2} tone="dark" />
      </ul>
    </Section>
  );
}
