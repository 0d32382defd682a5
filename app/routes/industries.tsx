import { onePagers } from "~/content/one-pagers";
import { CtaSection } from "~/features/one-pagers/closing-sections";
import { ArtPanel } from "~/components/illustrations/art-panel";
import { ListingHero } from "~/features/one-pagers/listing";
import { onePagerCard } from "~/features/one-pagers/listing-cards";
import { IndustryGrid } from "~/features/one-pagers/listing-sections";
import { breadcrumbJsonLd, buildMeta, itemListJsonLd } from "~/lib/seo";
import { industries as copy } from "~/content/page-copy";
import type { Route } from "./+types/industries";

export function loader() {
  const industries = onePagers.filter((page) => !page.talentMap).map(onePagerCard);
  const talentPage = onePagers.find((page) => page.talentMap);
  return { industries, talent: talentPage ? onePagerCard(talentPage) : undefined };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta({
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: "/industries",
    image: { url: "/social/industries.jpg", alt: copy.imageAlt },
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Industries", path: "/industries" },
      ]),
      itemListJsonLd("Industry one-pagers", [
        ...(loaderData?.industries ?? []),
        ...(loaderData?.talent ? [loaderData.talent] : []),
      ]),
    ],
  });

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { industries, talent } = loaderData;
  return (
    <>
      <ListingHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Industries", path: "/industries" },
        ]}
        visual={
          <ArtPanel
            art={industries.map((card) => card.art)}
            caption={`${industries.length} industry one-pagers${talent ? ", and one for nearshore talent" : ""}`}
          />
        }
      />
      <IndustryGrid cards={industries} talent={talent} />
      <CtaSection cta={copy.cta} />
    </>
  );
}
