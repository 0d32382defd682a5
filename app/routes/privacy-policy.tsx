import PrivacyPolicyText, { frontmatter } from "../../content/pages/privacy-policy.mdx";
import { datedDocumentPage } from "~/content/pages";
import { PrivacyPolicyPage } from "~/features/documents/privacy-policy-page";
import { documentText } from "~/features/documents/document-text";
import { documentMeta } from "~/features/documents/meta";
import type { Route } from "./+types/privacy-policy";
import { siteConfig } from "~/lib/site-config";

const path = "/privacy-policy";
const Text = documentText(PrivacyPolicyText, "privacyPolicyComponents");

// Runs at build time (prerendering), so the validation never ships to the browser.
export function loader() {
  return { page: datedDocumentPage(frontmatter, "content/pages/privacy-policy.mdx") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  return documentMeta({
    title: page.title,
    description: page.description,
    path,
    crumb: page.title,
    image: {
      url: "/social/privacy-policy.jpg",
      alt: `${siteConfig.productName} privacy policy: no cookies, no trackers`,
    },
    updated: page.updated,
  });
};

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage Text={Text} page={loaderData.page} />;
}
