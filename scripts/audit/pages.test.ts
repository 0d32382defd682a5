import { expect, test } from "vitest";
import { samplePaths, templateOf, withoutIslands } from "./pages.ts";

test("the sample keeps one URL per route pattern and every single page", () => {
  const paths = ["/", "/blog", "/blog/a", "/blog/b", "/one-pagers/x", "/one-pagers/y", "/case-study/only", "/contact"];
  expect(samplePaths(paths)).toEqual(["/", "/blog", "/blog/a", "/one-pagers/x", "/case-study/only", "/contact"]);
});

test("pages under one parent share a template; a page of one segment is its own", () => {
  expect(templateOf("/blog/a")).toBe(templateOf("/blog/b"));
  expect(templateOf("/blog")).not.toBe(templateOf("/blog/a"));
  expect(templateOf("/contact")).not.toBe(templateOf("/"));
});

test("the copy without React drops the islands' modules and keeps every script and the islands' HTML", () => {
  const html = [
    '<script type="module" src="/assets/enhance.js"></script>',
    '<div data-island="roi-calculator" data-island-module="/assets/roi-calculator.js" data-props="{}" class="contents">',
    "<h1>Calculator</h1></div>",
  ].join("");
  expect(withoutIslands(html)).toBe(
    '<script type="module" src="/assets/enhance.js"></script>' +
      '<div data-island="roi-calculator" data-props="{}" class="contents">' +
      "<h1>Calculator</h1></div>",
  );
});
