import type { MetaDescriptor } from "react-router";
import { absoluteUrl, siteConfig, type SiteConfig } from "./site-config";

export type SocialImage = {
  /** Root-relative or absolute URL of a 1200x630 image. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
};

export type ArticleMeta = {
  publishedTime: string;
  modifiedTime?: string;
  section?: string;
  tags?: readonly string[];
  author?: string;
};

export type PageMetaInput = {
  /** Page title without the site suffix; omitted on the home page and defaults. */
  title?: string;
  description: string;
  /** Root-relative path of the page's canonical URL, e.g. "/blog". */
  path: string;
  image?: SocialImage;
  type?: "website" | "article";
  article?: ArticleMeta;
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  robots?: string;
};

export const DEFAULT_ROBOTS = "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1";

export function defaultTitle(config: SiteConfig = siteConfig): string {
  return `${config.siteName} - Outbound Installation System`;
}

export const DEFAULT_DESCRIPTION = `${siteConfig.productName} plugs a complete outbound sales engine into your team: an embedded BDR, a GTM engineer, copywriters and a tool stack, with qualified leads in 2-3 weeks.`;

export function defaultSocialImage(config: SiteConfig = siteConfig): SocialImage {
  return {
    url: "/social/default.jpg",
    alt: `${config.siteName}: outbound sales and B2B growth`,
  };
}

export function pageTitle(title: string | undefined, config: SiteConfig = siteConfig): string {
  return title ? `${title} | ${config.siteName}` : defaultTitle(config);
}

/**
 * Builds every head tag a page needs from one small input, so no route writes
 * Open Graph or Twitter tags by hand. Empty values are dropped.
 */
export function buildMeta(input: PageMetaInput, config: SiteConfig = siteConfig): MetaDescriptor[] {
  const title = pageTitle(input.title, config);
  const url = absoluteUrl(input.path, config.siteUrl);
  const image = input.image ?? defaultSocialImage(config);
  const imageUrl = absoluteUrl(image.url, config.siteUrl);
  const type = input.type ?? "website";
  const article = type === "article" ? input.article : undefined;

  const tags: Array<MetaDescriptor | false | undefined> = [
    { title },
    { name: "description", content: input.description },
    { name: "robots", content: input.robots ?? DEFAULT_ROBOTS },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:site_name", content: config.siteName },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width ?? 1200) },
    { property: "og:image:height", content: String(image.height ?? 630) },
    { property: "og:image:type", content: image.type ?? imageType(image.url) },
    { property: "og:image:alt", content: image.alt },
    article && { property: "article:published_time", content: article.publishedTime },
    article?.modifiedTime !== undefined && {
      property: "article:modified_time",
      content: article.modifiedTime,
    },
    article?.section !== undefined && { property: "article:section", content: article.section },
    ...(article?.tags ?? []).map((tag) => ({ property: "article:tag", content: tag })),
    article?.author !== undefined && { property: "article:author", content: article.author },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: config.twitterHandle },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
  return tags.filter(isPresent);
}

function isPresent(tag: MetaDescriptor | false | undefined): tag is MetaDescriptor {
  if (!tag) return false;
  return !Object.values(tag).some((value) => value === "" || value === undefined);
}

function imageType(url: string): string {
  if (url.endsWith(".png")) return "image/png";
  if (url.endsWith(".webp")) return "image/webp";
  return "image/jpeg";
}

/** Organization JSON-LD for the home page. */
export function organizationJsonLd(config: SiteConfig = siteConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${config.siteUrl}/#organization`,
    name: config.siteName,
    url: `${config.siteUrl}/`,
    logo: absoluteUrl("/brand/mamut-logo.svg", config.siteUrl),
    email: config.email.contact,
    sameAs: [config.profiles.company],
  };
}

/** WebSite JSON-LD for the home page. */
export function webSiteJsonLd(config: SiteConfig = siteConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${config.siteUrl}/#website`,
    name: config.siteName,
    url: `${config.siteUrl}/`,
    inLanguage: "en-US",
    publisher: { "@id": `${config.siteUrl}/#organization` },
  };
}

/** BreadcrumbList JSON-LD from (name, path) pairs, home first. */
export function breadcrumbJsonLd(
  items: ReadonlyArray<{ name: string; path: string }>,
  config: SiteConfig = siteConfig,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, config.siteUrl),
    })),
  };
}

/** A listing page's JSON-LD: its cards in the order they show, each by title and address. */
export function itemListJsonLd(
  name: string,
  items: ReadonlyArray<{ title: string; href: string }>,
  config: SiteConfig = siteConfig,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      url: absoluteUrl(item.href, config.siteUrl),
    })),
  };
}

export const NOT_FOUND_TITLE = "404 - Page Not Found";
export const NOT_FOUND_DESCRIPTION =
  "The page you were looking for could not be found. It may have been moved or deleted. Visit the home page or the blog.";

/** Head tags for the not-found page: no canonical link, kept out of search indexes. */
export function notFoundMeta(config: SiteConfig = siteConfig): MetaDescriptor[] {
  return [
    { title: pageTitle(NOT_FOUND_TITLE, config) },
    { name: "description", content: NOT_FOUND_DESCRIPTION },
    { name: "robots", content: "noindex, follow" },
  ];
}
