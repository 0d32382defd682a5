import { expect, test } from "vitest";
import { contentIndex } from "~/content/content-index";
import { sitePages } from "./site-pages";

test("every page has a lastmod: an article's and a case study's own date, the site's for the others", () => {
  const siteUpdated = "2026-11-20";
  const pages = sitePages(contentIndex, siteUpdated);
  expect(pages.filter((page) => !page.lastmod)).toEqual([]);
  for (const post of contentIndex.posts) {
    expect(pages.find((page) => page.path === `/blog/${post.slug}`)?.lastmod).toBe(post.updated ?? post.date);
  }
  for (const study of contentIndex.caseStudies) {
    const page = pages.find(({ path }) => path === `/case-studies/${study.slug}`);
    expect(page?.lastmod).toBe(study.date ?? siteUpdated);
  }
  const newest = contentIndex.posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  expect(pages.find((page) => page.path === "/blog")?.lastmod).toBe(newest ?? siteUpdated);
  expect(pages.find((page) => page.path === "/")?.lastmod).toBe(siteUpdated);
});
