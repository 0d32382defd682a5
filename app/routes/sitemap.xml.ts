import { contentIndex } from "~/content/content-index";
import { siteConfig } from "~/lib/site-config";
import { sitePages } from "~/lib/site-pages";
import { sitemapXml } from "~/lib/sitemap";

export function loader() {
  return new Response(sitemapXml(sitePages(contentIndex), siteConfig.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
