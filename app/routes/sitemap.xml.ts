import { contentIndex } from "~/content/content-index";
import { siteConfig } from "~/lib/site-config";
import { sitePages } from "~/lib/site-pages";
import { sitemapXml } from "~/lib/sitemap";

/** The day the site's pages last changed, baked in at build (vite.config.ts). */
declare const __SITE_UPDATED__: string;

export function loader() {
  return new Response(sitemapXml(sitePages(contentIndex, __SITE_UPDATED__), siteConfig.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
