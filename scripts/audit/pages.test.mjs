import { expect, test } from "vitest";
import { samplePaths, stripScripts, templateOf } from "./pages.mjs";

test("the sample keeps one URL per route pattern and every single page", () => {
  const paths = ["/", "/blog", "/blog/a", "/blog/b", "/one-pagers/x", "/one-pagers/y", "/case-study/only", "/contact"];
  expect(samplePaths(paths)).toEqual(["/", "/blog", "/blog/a", "/one-pagers/x", "/case-study/only", "/contact"]);
});

test("pages under one parent share a template; a page of one segment is its own", () => {
  expect(templateOf("/blog/a")).toBe(templateOf("/blog/b"));
  expect(templateOf("/blog")).not.toBe(templateOf("/blog/a"));
  expect(templateOf("/contact")).not.toBe(templateOf("/"));
});

test("the script-free copy drops every script and module preload and keeps styles, fonts and data", () => {
  const html = [
    '<link rel="stylesheet" href="/assets/root.css"/>',
    '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    '<link rel="modulepreload" href="/assets/entry.js"/>',
    '<link rel="preload" as="script" href="/assets/x.js"/>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    "<script>window.__ctx = 1;</script>",
    '<script type="module" async="">import "/assets/entry.js";</script>',
    "<h1>Title</h1>",
  ].join("");
  expect(stripScripts(html)).toBe(
    '<link rel="stylesheet" href="/assets/root.css"/>' +
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
      "<h1>Title</h1>",
  );
});
