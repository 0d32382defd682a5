import { expect, test } from "vitest";
import { contentIndex } from "~/content/content-index";
import { coverImage } from "~/features/blog/cover";
import { siteConfig } from "~/lib/site-config";
import { articleHtml, feedHtml } from "./article-html.server";

test("feed HTML has absolute addresses and no sprite icons", () => {
  const html =
    '<p><a href="/contact?a=1&amp;b=2">Contact</a> <img src="/charts/x.svg" alt=""> <a href="https://x.io/">x</a></p>' +
    '<h3><svg width="24" aria-hidden="true"><use href="/assets/icon-sprite.svg#clock"></use></svg>Time</h3>';
  expect(feedHtml(html)).toBe(
    `<p><a href="${siteConfig.siteUrl}/contact?a=1&amp;b=2">Contact</a> <img src="${siteConfig.siteUrl}/charts/x.svg" alt=""> <a href="https://x.io/">x</a></p><h3>Time</h3>`,
  );
});

test("every article in the feed links and loads only absolute addresses", () => {
  expect(contentIndex.posts.length).toBeGreaterThan(0);
  for (const post of contentIndex.posts) {
    const html = articleHtml(post, coverImage(post.slug).src);
    const relative = [...html.matchAll(/\s(?:href|src)="(?!https?:\/\/)([^"]*)"/g)].map(([, address]) => address);
    expect(relative, post.slug).toEqual([]);
  }
});
