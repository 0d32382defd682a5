import { data } from "react-router";
import { caseStudyArt } from "~/components/illustrations/motifs";
import { socialImageOf } from "~/content/social-images";
import { getCaseStudy, toPageData } from "~/content/one-pagers";
import { caseStudyJsonLd } from "~/features/one-pagers/json-ld";
import { OnePagerLayout } from "~/features/one-pagers/one-pager-layout";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/case-studies.$slug";

export function loader({ params }: Route.LoaderArgs) {
  const page = getCaseStudy(params.slug);
  if (!page) throw data(null, { status: 404 });
  return { page: toPageData(page), art: caseStudyArt(page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const path = `/case-studies/${page.slug}`;
  return buildMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path,
    type: "article",
    image: { url: socialImageOf("case-studies", page.slug), alt: `Case study: ${page.title}` },
    jsonLd: [
      caseStudyJsonLd(page, path),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Case Studies", path: "/case-studies" },
        { name: page.title, path },
      ]),
    ],
  });
};

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { page, art } = loaderData;
  return (
    <OnePagerLayout
      page={page}
      art={art}
      variant="case-study"
      breadcrumbs={[
        { name: "Home", path: "/" },
        { name: "Case Studies", path: "/case-studies" },
        { name: page.industry, path: `/case-studies/${page.slug}` },
      ]}
    />
  );
}
