import { caseStudies } from "~/content/one-pagers";
import { CtaSection } from "~/features/one-pagers/closing-sections";
import { ArtPanel } from "~/components/illustrations/art-panel";
import { ListingHero } from "~/features/one-pagers/listing";
import { caseStudyCard, fullCaseStudyCard } from "~/features/one-pagers/listing-cards";
import { CaseStudyGrid } from "~/features/one-pagers/listing-sections";
import { breadcrumbJsonLd, buildMeta, itemListJsonLd } from "~/lib/seo";
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
      itemListJsonLd("Case studies", loaderData?.cards ?? []),
    ],
  });

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const all = [loaderData.featured, ...loaderData.cards];
  const illustrative = all.filter((card) => card.illustrative).length;
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
        visual={
          <ArtPanel
            art={all.map((card) => card.art)}
            caption={`${all.length} case studies${illustrative ? ` (${illustrative} of them illustrative benchmarks)` : ""}, each charted by its headline result`}
          />
        }
      />
      <CaseStudyGrid featured={loaderData.featured} cards={loaderData.cards} />
      <CtaSection cta={copy.cta} />
    </>
  );
}
