import { onePagers } from "~/content/one-pagers";
import { CtaSection } from "~/features/one-pagers/closing-sections";
import { ListingHero } from "~/features/one-pagers/listing";
import { onePagerCard } from "~/features/one-pagers/listing-cards";
import { IndustryGrid } from "~/features/one-pagers/listing-sections";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-config";
import { offers } from "~/content/offers";
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
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Industry one-pagers",
        itemListElement: [...(loaderData?.industries ?? []), ...(loaderData?.talent ? [loaderData.talent] : [])].map(
          (card, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: card.title,
            url: absoluteUrl(card.href),
          }),
        ),
      },
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
      />
      <IndustryGrid cards={industries} talent={talent} />
      <CtaSection cta={{ ...copy.cta, primaryText: offers.outbound.discoveryLabel }} />
    </>
  );
}
