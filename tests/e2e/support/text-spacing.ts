import { expect, type Page } from "@playwright/test";
import { overflowing } from "./reflow";

// WCAG 1.4.12 Text spacing (issue 29 item 14): with the criterion's spacing on every element, at
// 320 px, no page scrolls sideways and no text is cut. Every prerendered page, in every-page.spec.ts.
const WIDTH = 320;
const HEIGHT = 640;

/** The spacing WCAG 1.4.12 asks a page to survive, as the W3C's test bookmarklet applies it. */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Text a box cuts off: for each element that hides its overflow (hidden or clip) and has more
 * content than room in that direction, the text nodes it clips (no nearer clipping box between
 * them) whose lines reach past its padding box, as "tag.class: text". A box of 1 px or less, or
 * clipped to nothing (the visually hidden utility), is meant to hide its text; a scroller (auto, scroll, like a
 * table's region) shows the rest on scrolling and is not checked.
 */
export function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (value: string) => value === "hidden" || value === "clip";
    const clipper = (element: Element) => {
      const { overflowX, overflowY } = getComputedStyle(element);
      return hides(overflowX) || hides(overflowY);
    };
    const found: string[] = [];
    for (const box of document.body.querySelectorAll("*")) {
      if (!clipper(box) || box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      // Visually hidden (sr-only) text is clipped to nothing on purpose.
      const { clip, clipPath } = getComputedStyle(box);
      if (clip === "rect(0px, 0px, 0px, 0px)" || clipPath.includes("inset(50%)")) continue;
      if (!box.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const { overflowX, overflowY } = getComputedStyle(box);
      const cutX = hides(overflowX) && box.scrollWidth > box.clientWidth + 1;
      const cutY = hides(overflowY) && box.scrollHeight > box.clientHeight + 1;
      if (!cutX && !cutY) continue;
      const outer = box.getBoundingClientRect();
      const inner = {
        left: outer.left + box.clientLeft,
        top: outer.top + box.clientTop,
        right: outer.left + box.clientLeft + box.clientWidth,
        bottom: outer.top + box.clientTop + box.clientHeight,
      };
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? "").trim();
        if (!text) continue;
        let nearest = node.parentElement;
        while (nearest && nearest !== box && !clipper(nearest)) nearest = nearest.parentElement;
        if (nearest !== box) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const past = [...range.getClientRects()].some(
          (line) =>
            line.width > 0 &&
            ((cutX && (line.left < inner.left - 1 || line.right > inner.right + 1)) ||
              (cutY && (line.top < inner.top - 1 || line.bottom > inner.bottom + 1))),
        );
        if (past) {
          found.push(`${box.tagName.toLowerCase()}.${String(box.className).slice(0, 60)}: "${text.slice(0, 40)}"`);
          break;
        }
      }
    }
    return found;
  });
}

/**
 * The loaded page at 320 px with WCAG's text spacing applied: it scrolls no wider than the screen
 * and cuts no text. The spacing stays on the page: check it last.
 */
export async function expectTextSpacingFits(page: Page): Promise<void> {
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(WIDTH);
  await page.addStyleTag({ content: TEXT_SPACING });
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, found } = await overflowing(page);
  expect.soft({ scrollWidth, found }, `sideways scroll at ${WIDTH} px`).toEqual({ scrollWidth: WIDTH, found: [] });
  expect.soft(await cutText(page), `text cut off at ${WIDTH} px`).toEqual([]);
}
