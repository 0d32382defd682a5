import { expect, test } from "vitest";
import { contentIndex } from "../../app/content/content-index";
import { siteConfig } from "../../app/lib/site-config";
import { checkContentLinks, linkProblem, linkTargets } from "./content-links.ts";

const targets = linkTargets(contentIndex);
const article = `/blog/${contentIndex.posts[0]!.slug}`;

test("links to published pages, files the site serves and other sites pass", () => {
  for (const url of [
    article,
    `${article}/`,
    `/one-pagers/${contentIndex.onePagers[0]!.slug}`,
    "/contact?topic=pilot",
    "/#contact",
    "/blog/rss.xml",
    "/favicon.svg",
    "https://www.example.org/missing",
    "mailto:hello@example.com",
  ]) {
    expect(linkProblem(url, {}, targets), url).toBeUndefined();
  }
});

test("a relative link, a missing file and a draft are refused with the reason", () => {
  expect(linkProblem("hidden-costs", {}, targets)).toMatch(/from its root, e\.g\. \/blog\/hidden-costs/);
  expect(linkProblem("/images/none.png", {}, targets)).toBe("there is no file /images/none.png in public/");
  const withDraft = { ...targets, drafts: new Set(["/blog/unfinished"]) };
  expect(linkProblem("/blog/unfinished", {}, withDraft)).toBe("/blog/unfinished is a draft, which is not published");
});

test("a scheduled article may be linked from content scheduled on or after its date only", () => {
  const scheduled = { ...targets, scheduled: new Map([["/blog/later", "2030-05-01"]]) };
  expect(linkProblem("/blog/later", { date: "2025-01-01" }, scheduled)).toMatch(/scheduled for 2030-05-01/);
  expect(linkProblem("/blog/later", {}, scheduled)).toMatch(/scheduled for 2030-05-01/);
  expect(linkProblem("/blog/later", { date: "2030-05-01" }, scheduled)).toBeUndefined();
  expect(linkProblem("/blog/later", { date: "2030-06-01" }, scheduled)).toBeUndefined();
});

// Compiles every MDX file, as the build does: about a second, several on a busy machine.
test("the site's own content has no broken link", { timeout: 30_000 }, async () => {
  await expect(checkContentLinks(contentIndex, siteConfig.productName)).resolves.toBeGreaterThan(0);
});
