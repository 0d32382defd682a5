import { expect, test } from "vitest";
import { parseSiteConfig } from "../../config/site.ts";
import { breadcrumbJsonLd, buildMeta, DEFAULT_ROBOTS, itemListJsonLd, notFoundMeta } from "./seo";

const config = parseSiteConfig({ SITE_URL: "https://mamut.test/" });

test("a page gets the full set of head tags with the site suffix and absolute URLs", () => {
  expect(
    buildMeta({ title: "Outbound Insights", description: "Articles on outbound.", path: "/blog" }, config),
  ).toEqual([
    { title: "Outbound Insights | Mamut" },
    { name: "description", content: "Articles on outbound." },
    { name: "robots", content: DEFAULT_ROBOTS },
    { tagName: "link", rel: "canonical", href: "https://mamut.test/blog" },
    { property: "og:type", content: "website" },
    { property: "og:url", content: "https://mamut.test/blog" },
    { property: "og:title", content: "Outbound Insights | Mamut" },
    { property: "og:description", content: "Articles on outbound." },
    { property: "og:site_name", content: "Mamut" },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: "https://mamut.test/social/default.jpg" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:alt", content: "Mamut: outbound sales and B2B growth" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: "Outbound Insights | Mamut" },
    { name: "twitter:description", content: "Articles on outbound." },
    { name: "twitter:image", content: "https://mamut.test/social/default.jpg" },
    { name: "twitter:image:alt", content: "Mamut: outbound sales and B2B growth" },
  ]);
});

test("the home page uses the default title and carries its JSON-LD", () => {
  const org = { "@type": "Organization" };
  const meta = buildMeta({ description: "Home.", path: "/", jsonLd: [org] }, config);
  expect(meta[0]).toEqual({ title: "Mamut - Outbound Installation System" });
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://mamut.test/" });
  expect(meta.at(-1)).toEqual({ "script:ld+json": org });
});

test("an article adds its article tags, one per tag, and drops empty ones", () => {
  const meta = buildMeta(
    {
      title: "Hidden Costs",
      description: "The real cost of a BDR.",
      path: "/blog/hidden-costs-internal-bdr",
      type: "article",
      image: { url: "/social/blog/hidden-costs-internal-bdr.jpg", alt: "Cover" },
      article: { publishedTime: "2025-06-15", section: "Operations", tags: ["cost", "bdr"], author: "" },
    },
    config,
  );
  const articleTags = meta.filter((tag) => "property" in tag && String(tag.property).startsWith("article:"));
  expect(articleTags).toEqual([
    { property: "article:published_time", content: "2025-06-15" },
    { property: "article:section", content: "Operations" },
    { property: "article:tag", content: "cost" },
    { property: "article:tag", content: "bdr" },
  ]);
  expect(meta).toContainEqual({ property: "og:type", content: "article" });
  expect(meta).toContainEqual({
    property: "og:image",
    content: "https://mamut.test/social/blog/hidden-costs-internal-bdr.jpg",
  });
});

test("article tags never appear on a website page", () => {
  const meta = buildMeta(
    { title: "X", description: "Y", path: "/x", article: { publishedTime: "2025-01-01", tags: ["a"] } },
    config,
  );
  expect(meta.some((tag) => "property" in tag && String(tag.property).startsWith("article:"))).toBe(false);
});

test("breadcrumbs list absolute URLs in order", () => {
  expect(
    breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ],
      config,
    ),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://mamut.test/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://mamut.test/blog" },
    ],
  });
});

test("a listing's item list names its cards in order, at absolute URLs", () => {
  expect(
    itemListJsonLd(
      "Case studies",
      [
        { title: "First", href: "/case-studies/first" },
        { title: "Second", href: "/case-study/second" },
      ],
      config,
    ),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Case studies",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "First", url: "https://mamut.test/case-studies/first" },
      { "@type": "ListItem", position: 2, name: "Second", url: "https://mamut.test/case-study/second" },
    ],
  });
});

test("the not-found page has a 404 title, a description and is not indexed", () => {
  expect(notFoundMeta(config)).toEqual([
    { title: "404 - Page Not Found | Mamut" },
    { name: "description", content: expect.stringContaining("could not be found") },
    { name: "robots", content: "noindex, follow" },
  ]);
});

test("twitter:site names the configured account and is left out without one", () => {
  const input = { title: "Blog", description: "Articles on outbound.", path: "/blog" };
  const withHandle = buildMeta(input, parseSiteConfig({ TWITTER_HANDLE: "mamut" }));
  expect(withHandle).toContainEqual({ name: "twitter:site", content: "@mamut" });
  expect(buildMeta(input, config).some((tag) => "name" in tag && tag.name === "twitter:site")).toBe(false);
});
