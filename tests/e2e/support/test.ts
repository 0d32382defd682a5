import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Waits until React has hydrated the page. Hydration starts after load and idle, or on
 * the first interaction (server/hydration.js), so a click right after `goto` could land
 * before the page listens. Pages without React Router's module script (XML, the plain
 * error pages) count as ready at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === "true",
  );
}

/**
 * Opens a page and returns once its load event has fired, without waiting for hydration: for
 * tests that act as a visitor does the moment the page appears.
 */
export async function openAtLoad(page: Page, path: string): Promise<void> {
  // The main frame's goto is not the wrapped page.goto below.
  await page.mainFrame().goto(path, { waitUntil: "load" });
}

/**
 * Playwright's `test` whose pages wait for hydration after `goto` and `reload` when
 * JavaScript is on, so every spec acts on an interactive page, as a visitor would a
 * moment after it appears. Pages opened with `context.newPage()` call `waitForHydration`
 * themselves.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});
