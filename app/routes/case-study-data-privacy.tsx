import { dataPrivacyCaseStudy } from "~/content/case-study-data-privacy";
import { CaseStudyPage } from "~/features/documents/case-study-page";
import { articleJsonLd } from "~/features/documents/json-ld";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/case-study-data-privacy";

const path = "/case-study/data-privacy-compliance-startup";
const image = "/social/case-study-data-privacy.jpg";

// Runs at build time (prerendering), so the content validation never ships to the browser.
export function loader() {
  return { study: dataPrivacyCaseStudy };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { study } = loaderData;
  return buildMeta({
    title: study.metaTitle,
    description: study.metaDescription,
    path,
    type: "article",
    image: { url: image, alt: study.imageAlt },
    jsonLd: [
      articleJsonLd({
        name: study.title,
        description: study.metaDescription,
        path,
        image,
        section: "Case Studies",
        datePublished: study.date,
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Case Studies", path: "/case-studies" },
        { name: "Data-Privacy Startup", path },
      ]),
    ],
  });
};

export default function DataPrivacyCaseStudy({ loaderData }: Route.ComponentProps) {
  return <CaseStudyPage study={loaderData.study} />;
}
