import type { Locator } from "@playwright/test";

/**
 * The labels ("N of 40") of the episodes a visitor can see: the slides inside the visible part
 * of the carousel's row of pages (every episode is in the page; the carousel scrolls the row).
 */
export function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.locator("#episode-pages").evaluate((row) => {
    const box = row.getBoundingClientRect();
    return [...row.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const { left, right } = slide.getBoundingClientRect();
        return left >= box.left - 1 && right <= box.right + 1;
      })
      .map((slide) => slide.getAttribute("aria-label") ?? "");
  });
}
