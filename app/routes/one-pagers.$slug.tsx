import { data } from "react-router";
import { motifSrc, onePagerMotif } from "~/components/illustrations/motifs";
import { socialImageOf } from "~/content/social-images";
import { getOnePager, toPageData } from "~/content/one-pagers";
import { talentMapData } from "~/content/talent-countries";
import { serviceJsonLd } from "~/features/one-pagers/json-ld";
import { OnePagerLayout } from "~/features/one-pagers/one-pager-layout";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/one-pagers.$slug";

import { TalentMapSection } from "~/features/talent-map/talent-map-section";

export function loader({ params }: Route.LoaderArgs) {
  const page = getOnePager(params.slug);
  if (!page) throw data(null, { status: 404 });
  return {
    page: toPageData(page),
    art: { src: motifSrc(onePagerMotif(page)) },
    talentMap: page.talentMap ? talentMapData : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const path = `/one-pagers/${page.slug}`;
  return buildMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path,
    image: { url: socialImageOf("one-pagers", page.slug), alt: `${page.industry}: ${page.title}` },
    jsonLd: [
      serviceJsonLd(page, path),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Industries", path: "/industries" },
        { name: page.industry, path },
      ]),
    ],
  });
};

export default function OnePagerPage({ loaderData }: Route.ComponentProps) {
  const { page, art, talentMap } = loaderData;
  return (
    <OnePagerLayout
      page={page}
      art={art}
      variant="one-pager"
      breadcrumbs={[
        { name: "Home", path: "/" },
        { name: "Industries", path: "/industries" },
        { name: page.industry, path: `/one-pagers/${page.slug}` },
      ]}
    >
      {talentMap && <TalentMapSection map={talentMap} />}
    </OnePagerLayout>
  );
}
