import { onePagers } from "~/content/one-pagers";
import { CtaSection } from "~/features/one-pagers/closing-sections";
import { ListingHero } from "~/features/one-pagers/listing";
import { onePagerCard } from "~/features/one-pagers/listing-cards";
import { IndustryGrid } from "~/features/one-pagers/listing-sections";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-config";
import type { Route } from "./+types/industries";

export function loader() {
  const industries = onePagers.filter((page) => !page.talentMap).map(onePagerCard);
  const talentPage = onePagers.find((page) => page.talentMap);
  return { industries, talent: talentPage ? onePagerCard(talentPage) : undefined };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta({
    title: "Industries: Outbound Built for Your Market",
    description:
      "Outbound programs for healthcare, financial services, staffing, software consultancies and SaaS, plus Latin American BDRs from $2,500 a month.",
    path: "/industries",
    image: {
      url: "/social/industries.jpg",
      alt: "Outbound built for healthcare, finance, staffing, consultancies and SaaS",
    },
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
        eyebrow="Industries"
        title="Outbound built for your industry"
        intro="Healthcare, financial services, staffing, software consultancies and SaaS each buy differently. We install an outbound engine tuned to your buyers in 7 days, at a fraction of the cost of an in-house team."
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Industries", path: "/industries" },
        ]}
      />
      <IndustryGrid cards={industries} talent={talent} />
      <CtaSection
        cta={{
          heading: "Not sure which program fits?",
          subheading:
            "Book a 30-minute discovery call. We will look at your market, your buyers and your targets, and recommend the setup that fits.",
          primaryText: "Book a 30-min Discovery",
          secondaryText: "See the case studies",
          ctaLink: "/case-studies",
        }}
      />
    </>
  );
}
