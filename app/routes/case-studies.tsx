import { caseStudies } from "~/content/one-pagers";
import { CtaSection } from "~/features/one-pagers/closing-sections";
import { ListingHero } from "~/features/one-pagers/listing";
import { caseStudyCard, fullCaseStudyCard } from "~/features/one-pagers/listing-cards";
import { CaseStudyGrid } from "~/features/one-pagers/listing-sections";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-config";
import { offers } from "~/content/offers";
import { caseStudies as copy } from "~/content/page-copy";
import type { Route } from "./+types/case-studies";

export function loader() {
  return { featured: fullCaseStudyCard(), cards: caseStudies.map(caseStudyCard) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta({
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: "/case-studies",
    image: { url: "/social/case-studies.jpg", alt: copy.imageAlt },
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
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Case Studies", path: "/case-studies" },
        ]}
      />
      <CaseStudyGrid featured={loaderData.featured} cards={loaderData.cards} />
      <CtaSection cta={{ ...copy.cta, primaryText: offers.outbound.discoveryLabel }} />
    </>
  );
}
