import { dataPrivacyCaseStudy } from "~/content/case-study-data-privacy";
import { CaseStudyPage, caseStudyTitle } from "~/features/documents/case-study-page";
import { articleJsonLd } from "~/features/documents/json-ld";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/case-study-data-privacy";

const path = "/case-study/data-privacy-compliance-startup";
const title = "Data-Privacy Startup Case Study: 25-35 SQLs a Month";
const description =
  "How a data-privacy and compliance startup went from 5-10 to 25-35 SQLs a month, cut its sales cycle to 30 days and saw 300% ROI in 6 months.";
const image = "/social/case-study-data-privacy.jpg";

// Runs at build time (prerendering), so the content validation never ships to the browser.
export function loader() {
  return { study: dataPrivacyCaseStudy };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta({
    title,
    description,
    path,
    type: "article",
    image: { url: image, alt: "Case study: a data-privacy startup at 25-35 SQLs a month" },
    jsonLd: [
      articleJsonLd({
        name: caseStudyTitle,
        description,
        path,
        image,
        section: "Case Studies",
        datePublished: loaderData?.study.date,
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Case Studies", path: "/case-studies" },
        { name: "Data-Privacy Startup", path },
      ]),
    ],
  });

export default function DataPrivacyCaseStudy({ loaderData }: Route.ComponentProps) {
  return <CaseStudyPage study={loaderData.study} />;
}
