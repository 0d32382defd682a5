import type { SitePage } from "./site-pages";
import { escapeXml } from "./xml";
import { absoluteUrl } from "./site-config";

export function sitemapXml(pages: readonly SitePage[], siteUrl: string): string {
  const urls = pages.map((page) => {
    const lines = [`    <loc>${escapeXml(absoluteUrl(page.path, siteUrl))}</loc>`];
    if (page.lastmod) lines.push(`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`);
    if (page.priority !== undefined) lines.push(`    <priority>${page.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml", siteUrl)}`, ""].join("\n");
}
