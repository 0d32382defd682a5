import { figure } from "~/content/figure-text";
import GrowthFrameworkText, { frontmatter } from "../../content/pages/growth-framework.mdx";
import { documentPage } from "~/content/pages";
import { GrowthFrameworkPage } from "~/features/documents/growth-framework-page";
import { documentText } from "~/features/documents/document-text";
import { documentMeta } from "~/features/documents/meta";
import type { Route } from "./+types/growth-framework";

const path = "/growth-framework";
const Text = documentText(GrowthFrameworkText, "growthFrameworkComponents");

// Runs at build time (prerendering), so the validation never ships to the browser.
export function loader() {
  return { page: documentPage(frontmatter, "content/pages/growth-framework.mdx") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  return documentMeta({
    title: page.title,
    description: page.description,
    path,
    crumb: "Growth Framework",
    image: {
      url: "/social/growth-framework.jpg",
      alt: `The Healthtech Growth Framework: four pillars, ${figure("healthtech.engagementDays")} days`,
    },
  });
};

export default function GrowthFramework({ loaderData }: Route.ComponentProps) {
  return <GrowthFrameworkPage Text={Text} page={loaderData.page} />;
}
