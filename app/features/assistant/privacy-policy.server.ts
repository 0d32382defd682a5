/**
 * The privacy policy as passages, one per numbered section, with its contacts and retention
 * period in place of the components that show them on the page (app/features/documents/mdx-components.tsx).
 */
import { frontmatter } from "../../../content/pages/privacy-policy.mdx";
import { bodyText } from "~/content/blog";
import { documentPage } from "~/content/pages";
import { siteConfig } from "~/lib/site-config";
import type { IndexSource } from "./build-index.server";
import { splitMarkdown, type ComponentText } from "./markdown-passages";

export const PRIVACY_POLICY_PATH = "/privacy-policy";

const sources = import.meta.glob<string>("/content/pages/privacy-policy.mdx", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** A policy answers what it covers; ranked below the offer's pages when both use the same words. */
const POLICY_BOOST = 0.8;

const components: ComponentText = {
  PrivacyEmail: siteConfig.email.privacy,
  DpoEmail: siteConfig.email.dpo,
  NewsletterRetentionDays: String(siteConfig.newsletterRetentionDays),
};

/** The policy's text as the page shows it: every section, its heading with its number. */
export function privacyPolicyPassages() {
  const source = Object.values(sources)[0];
  if (source === undefined) throw new Error("The assistant's index needs content/pages/privacy-policy.mdx.");
  return splitMarkdown(bodyText(source), components);
}

export function privacyPolicySource(): IndexSource {
  return {
    path: PRIVACY_POLICY_PATH,
    title: documentPage(frontmatter, "content/pages/privacy-policy.mdx").title,
    boost: POLICY_BOOST,
    passages: privacyPolicyPassages().map((passage) => ({ ...passage, heading: passage.heading ?? "Who we are" })),
  };
}
