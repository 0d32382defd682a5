/**
 * The one list of pages the site publishes. It feeds prerendering (react-router.config.ts),
 * the sitemap and the assistant, so a page is listed once. Articles, one-pagers and case
 * studies come from the content index: adding a content file adds its page.
 */
export type SitePage = {
  path: string;
  /** ISO date of the last meaningful change, for the sitemap. */
  lastmod?: string;
  priority?: number;
  /** A printable document: the build prints it to a PDF its "Download PDF" link serves (lib/document-pdf.ts). */
  pdf?: true;
};

/** What the page list needs from the content index (app/content/content-index.ts). */
export type PublishedContent = {
  posts: ReadonlyArray<{ slug: string; date: string; updated?: string }>;
  onePagers: ReadonlyArray<{ slug: string }>;
  caseStudies: ReadonlyArray<{ slug: string; date?: string }>;
};

/**
 * @param siteUpdated the day the site's pages last changed: the lastmod of every page without a
 *   date of its own (an article's and a case study's are theirs, the blog's its newest article's)
 */
export function sitePages({ posts, onePagers, caseStudies }: PublishedContent, siteUpdated?: string): SitePage[] {
  const newest = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  const pages: SitePage[] = [
    { path: "/", priority: 1 },
    { path: "/blog", priority: 0.8, ...(newest ? { lastmod: newest } : {}) },
    { path: "/growth-framework", priority: 0.7, pdf: true },
    { path: "/integration-guide", priority: 0.7 },
    { path: "/case-study/data-privacy-compliance-startup", priority: 0.6, pdf: true },
    { path: "/privacy-policy", priority: 0.3, pdf: true },
    { path: "/one-pager", priority: 0.7, pdf: true },
    { path: "/industries", priority: 0.7 },
    ...onePagers.map((page) => ({ path: `/one-pagers/${page.slug}`, priority: 0.6, pdf: true as const })),
    { path: "/case-studies", priority: 0.7 },
    ...caseStudies.map((page) => ({
      path: `/case-studies/${page.slug}`,
      priority: 0.6,
      pdf: true as const,
      ...(page.date ? { lastmod: page.date } : {}),
    })),
    { path: "/healthtech-heroes", priority: 0.7 },
    { path: "/roi-calculator", priority: 0.8 },
    { path: "/contact", priority: 0.8 },
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updated ?? post.date, priority: 0.6 })),
  ];
  return siteUpdated ? pages.map((page) => ({ lastmod: siteUpdated, ...page })) : pages;
}

/** Files produced by resource routes that are prerendered beside the pages. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/assistant-index.json"] as const;

/** The printable documents, each printed to a PDF by the build (scripts/build/document-pdfs.ts). */
export function documentPaths(content: PublishedContent): string[] {
  return sitePages(content)
    .filter((page) => page.pdf)
    .map((page) => page.path);
}

export function prerenderPaths(content: PublishedContent): string[] {
  return [...sitePages(content).map((page) => page.path), ...prerenderedFiles];
}
