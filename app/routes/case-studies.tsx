import { caseStudies } from "~/content/one-pagers";
import { CtaSection } from "~/features/one-pagers/closing-sections";
import { ListingHero } from "~/features/one-pagers/listing";
import { caseStudyCard, fullCaseStudyCard } from "~/features/one-pagers/listing-cards";
import { CaseStudyGrid } from "~/features/one-pagers/listing-sections";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-config";
import type { Route } from "./+types/case-studies";

export function loader() {
  return { featured: fullCaseStudyCard(), cards: caseStudies.map(caseStudyCard) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta({
    title: "Case Studies: Outbound Results by Industry",
    description:
      "Outbound programs in SaaS, healthcare, financial services, staffing, consultancies and more: what was installed in 7 days and what it delivered.",
    path: "/case-studies",
    image: { url: "/social/case-studies.jpg", alt: "Outbound programs by industry, and the pipeline they delivered" },
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Case Studies", path: "/case-studies" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Case studies",
        itemListElement: (loaderData?.cards ?? []).map((card, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: card.title,
          url: absoluteUrl(card.href),
        })),
      },
    ],
  });

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListingHero
        eyebrow="Case studies"
        title="Outbound programs and what they delivered"
        intro="One program per industry, each installed in 7 days and run by an embedded BDR, a GTM engineer and copywriters. Clients are anonymised; cards marked as illustrative benchmarks show our standard program figures, not one client's results."
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Case Studies", path: "/case-studies" },
        ]}
      />
      <CaseStudyGrid featured={loaderData.featured} cards={loaderData.cards} />
      <CtaSection
        cta={{
          heading: "Want results like these?",
          subheading:
            "Book a 30-minute discovery call. We will review your market and targets and show you what goes live in the first 7 days.",
          primaryText: "Book a 30-min Discovery",
          secondaryText: "Browse industries",
          ctaLink: "/industries",
        }}
      />
    </>
  );
}
