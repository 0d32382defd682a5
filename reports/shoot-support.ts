// Shared by the screenshot scripts under reports/: the five widths the issues ask for, and a
// scroll that puts an element just under the fixed header.
import type { Page } from "@playwright/test";

export const SCREENS = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** Scrolls an element to just under the fixed header. */
export async function under(page: Page, selector: string) {
  await page.locator(selector).first().evaluate((element) => {
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - header - 8, behavior: "instant" });
  });
  await page.waitForTimeout(300);
}
