import type { Page } from "@playwright/test";

/**
 * What sticks out past the right edge of the viewport, as "tag.class (right edge px)", and how
 * wide the page is. Elements inside a horizontal scroller (a table's region, the episode row)
 * may stick out: they are reached by scrolling that box, not the page.
 */
export function overflowing(page: Page): Promise<{ scrollWidth: number; width: number; found: string[] }> {
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
