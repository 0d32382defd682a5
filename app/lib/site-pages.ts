/**
 * The one list of pages the site publishes. It feeds prerendering
 * (react-router.config.ts) and the sitemap, so a page is listed once.
 */
export type SitePage = {
  path: string;
  /** ISO date of the last meaningful change, for the sitemap. */
  lastmod?: string;
  priority?: number;
};

const staticPages: SitePage[] = [{ path: "/", priority: 1 }];

export function sitePages(): SitePage[] {
  return [...staticPages];
}

/** Files produced by resource routes that are prerendered beside the pages. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt"] as const;

export function prerenderPaths(): string[] {
  return [...sitePages().map((page) => page.path), ...prerenderedFiles];
}
