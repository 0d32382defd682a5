/**
 * The one list of pages the site publishes. It feeds prerendering
 * (react-router.config.ts) and the sitemap, so a page is listed once.
 * Blog pages come from the article files themselves.
 */
export type SitePage = {
  path: string;
  /** ISO date of the last meaningful change, for the sitemap. */
  lastmod?: string;
  priority?: number;
};

export type PublishedPost = { slug: string; date?: string; updated?: string };

const staticPages: SitePage[] = [
  { path: "/", priority: 1 },
  { path: "/blog", priority: 0.8 },
  { path: "/growth-framework", priority: 0.7 },
  { path: "/integration-guide", priority: 0.7 },
  { path: "/case-study/data-privacy-compliance-startup", priority: 0.6 },
  { path: "/privacy-policy", priority: 0.3 },
  { path: "/one-pager", priority: 0.7 },
  { path: "/industries", priority: 0.7 },
  ...["healthcare", "financial-services", "staffing-recruiting", "software-consultancies", "saas", "mamut-talent"].map(
    (slug) => ({ path: `/one-pagers/${slug}`, priority: 0.6 }),
  ),
  { path: "/case-studies", priority: 0.7 },
  ...[
    "saas-30-day-pipeline",
    "healthcare-compliance-outreach",
    "finserv-trust-first-outbound",
    "staffing-role-based-outbound",
    "consultancies-initiative-led-outbound",
  ].map((slug) => ({ path: `/case-studies/${slug}`, priority: 0.6 })),
  { path: "/healthtech-heroes", priority: 0.7 },
  { path: "/roi-calculator", priority: 0.8 },
  { path: "/contact", priority: 0.8 },
];

export function sitePages(posts: readonly PublishedPost[]): SitePage[] {
  const newest = posts
    .map((post) => post.updated ?? post.date)
    .filter(Boolean)
    .sort()
    .at(-1);
  return [
    ...staticPages.map((page) => (page.path === "/blog" && newest ? { ...page, lastmod: newest } : page)),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updated ?? post.date, priority: 0.6 })),
  ];
}

/** Files produced by resource routes that are prerendered beside the pages. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/assistant-index.json"] as const;

export function prerenderPaths(posts: readonly PublishedPost[]): string[] {
  return [...sitePages(posts).map((page) => page.path), ...prerenderedFiles];
}
