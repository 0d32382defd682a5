import type { PostSummary } from "~/content/blog";
import { absoluteUrl, siteConfig, type SiteConfig } from "~/lib/site-config";

/** BlogPosting structured data; a person who wrote the article is a Person, the team an Organization. */
export function blogPostingJsonLd(
  post: Pick<
    PostSummary,
    "slug" | "title" | "description" | "date" | "updated" | "category" | "tags" | "author" | "authorType"
  >,
  image: string,
  config: SiteConfig = siteConfig,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: absoluteUrl(image, config.siteUrl),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    author: { "@type": post.authorType === "person" ? "Person" : "Organization", name: post.author },
    publisher: {
      "@type": "Organization",
      name: config.siteName,
      logo: { "@type": "ImageObject", url: absoluteUrl("/brand/mamut-logo.svg", config.siteUrl) },
    },
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`, config.siteUrl),
  };
}
