import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { sitemapPaths } from "./support/site";

const WIDTHS = [320, 360, 375, 414];

/**
 * What sticks out past the right edge of the viewport, as "tag.class (right edge px)". Elements
 * inside a horizontal scroller (a table's region, the episode row) may: they are reached by
 * scrolling that box, not the page.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return (overflowX === "auto" || overflowX === "scroll") && element.scrollWidth > element.clientWidth;
    };
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      const style = getComputedStyle(element);
      // Visually hidden text (sr-only) is clipped to nothing.
      if (style.clipPath.includes("inset(50%)") || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      if (insideScroller(element)) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(box.right)})`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 5) };
  });
}

test.describe.configure({ timeout: 240_000 });

test("no page of the sitemap scrolls sideways at 320, 360, 375 or 414 px", async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
      const result = await overflowing(page);
      if (result.scrollWidth > result.width || result.found.length) {
        problems.push(`${path} at ${width} px: page ${result.scrollWidth} px wide; ${result.found.join(", ")}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
