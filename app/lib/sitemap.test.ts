import { expect, test } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

test("the sitemap lists absolute, escaped URLs with their lastmod", () => {
  const xml = sitemapXml(
    [
      { path: "/", priority: 1 },
      { path: "/blog/a&b", lastmod: "2025-08-30" },
    ],
    "https://mamut.test",
  );
  expect(xml).toContain("<loc>https://mamut.test/</loc>");
  expect(xml).toContain("<priority>1.0</priority>");
  expect(xml).toContain("<loc>https://mamut.test/blog/a&amp;b</loc>");
  expect(xml).toContain("<lastmod>2025-08-30</lastmod>");
  expect(xml.match(/<url>/g)).toHaveLength(2);
});

test("robots.txt allows crawling and names the sitemap", () => {
  expect(robotsTxt("https://mamut.test")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://mamut.test/sitemap.xml\n");
});
