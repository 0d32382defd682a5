import { expect, test } from "vitest";
import { parseSiteConfig } from "../../../config/site.ts";
import { homeMeta } from "./home-meta";

const config = parseSiteConfig({ SITE_URL: "https://mamut.test" });

function field(tags: ReturnType<typeof homeMeta>, match: (tag: Record<string, unknown>) => boolean, key: string) {
  return String((tags as Array<Record<string, unknown>>).find(match)?.[key]);
}

test("the home page's title pitches the healthtech offer and fits in 60 characters with the site name", () => {
  const title = field(homeMeta(config), (tag) => "title" in tag, "title");
  expect(title).toMatch(/healthtech/i);
  expect(title).not.toMatch(/Outbound Installation System/);
  expect(title.endsWith(" | Mamut")).toBe(true);
  expect(title.length).toBeLessThanOrEqual(60);
});

test("the home page's description is 120 to 160 characters and names the healthcare audience", () => {
  const description = field(homeMeta(config), (tag) => tag.name === "description", "content");
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).toMatch(/healthcare/);
});

test("the home page keeps its organisation, web site and FAQ structured data", () => {
  const types = homeMeta(config)
    .filter((tag) => "script:ld+json" in tag)
    .map((tag) => (tag as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"]);
  expect(types).toEqual(["Organization", "WebSite", "FAQPage"]);
});
