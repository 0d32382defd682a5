import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Waits until every React island on the page has hydrated (app/islands/hydrate.tsx marks each).
 * Pages without an island have nothing to wait for: they are ready at their load event, by when
 * the enhancement module has run. An island that loads once it is near the viewport
 * (`data-island-when="near"`, the podcast carousel) is scrolled to, as a visitor reaching it would,
 * and the page is scrolled back once it has hydrated: specs act on the page as a visitor finds it
 * with every island working. That it waits until then is react-per-page.spec.ts's to check.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const allHydrated = () =>
    [...document.querySelectorAll("[data-island]")].every((island) => island.getAttribute("data-hydrated") === "true");
  // In one step: the island may hydrate meanwhile (near at load on a wide screen).
  const scrolled = await page.evaluate(() => {
    const waiting = document.querySelector('[data-island-when="near"]:not([data-hydrated]) > *');
    if (!waiting) return null;
    const position = { top: window.scrollY, left: window.scrollX };
    waiting.scrollIntoView({ block: "center", behavior: "instant" });
    return position;
  });
  if (scrolled) {
    await page.waitForFunction(allHydrated);
    await page.evaluate((position) => window.scrollTo({ ...position, behavior: "instant" }), scrolled);
  }
  await page.waitForFunction(allHydrated);
}

/**
 * Playwright's `test` whose pages, when JavaScript is on, also wait for their React islands after
 * `goto` and `reload`, so every spec acts on a page as it is a moment after it appears. Pages
 * opened with `context.newPage()` call `waitForIslands` themselves.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForIslands(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForIslands(page);
        return response;
      };
    }
    await provide(page);
  },
});
