import { absoluteUrl, siteConfig, type SiteConfig } from "~/lib/site-config";

type PageInput = {
  name: string;
  description: string;
  /** Root-relative path of the page. */
  path: string;
  /** ISO date (YYYY-MM-DD) of the last meaningful change. */
  dateModified?: string;
};

/** WebPage JSON-LD for a document page, tied to the site's Organization node. */
export function webPageJsonLd(page: PageInput, config: SiteConfig = siteConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": absoluteUrl(page.path, config.siteUrl),
    url: absoluteUrl(page.path, config.siteUrl),
    name: page.name,
    description: page.description,
    inLanguage: "en-US",
    isPartOf: { "@id": `${config.siteUrl}/#website` },
    publisher: { "@id": `${config.siteUrl}/#organization` },
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
  };
}

/** Article JSON-LD for a case study: written by the organization, with its social image and dates. */
export function articleJsonLd(
  page: PageInput & { image: string; section?: string; datePublished?: string },
  config: SiteConfig = siteConfig,
): Record<string, unknown> {
  const organization = { "@type": "Organization", "@id": `${config.siteUrl}/#organization`, name: config.siteName };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: page.name,
    description: page.description,
    url: absoluteUrl(page.path, config.siteUrl),
    mainEntityOfPage: absoluteUrl(page.path, config.siteUrl),
    image: absoluteUrl(page.image, config.siteUrl),
    inLanguage: "en-US",
    author: organization,
    publisher: organization,
    ...(page.section ? { articleSection: page.section } : {}),
    ...(page.datePublished ? { datePublished: page.datePublished } : {}),
    ...(page.dateModified || page.datePublished ? { dateModified: page.dateModified ?? page.datePublished } : {}),
  };
}
