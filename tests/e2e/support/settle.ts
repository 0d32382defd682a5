import { expect, type Page } from "@playwright/test";

/**
 * Counts the page's requests still in flight, as Playwright reports them. Call before `goto`.
 * Unlike `networkidle` (no request for 500 ms), the waits below end as soon as the count is zero.
 */
export function trackRequests(page: Page): { inFlight: () => number } {
  const open = new Set<unknown>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return { inFlight: () => open.size };
}

/** Two animation frames: what was scrolled into view has had its IntersectionObserver callbacks. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until the page's fonts are loaded, every image it has started is complete and no request
 * is in flight: the page as it stays until the visitor acts.
 */
export async function waitForSettled(page: Page, requests: { inFlight: () => number }): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await nextFrames(page);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].filter((image) => !image.complete && image.loading !== "lazy").length),
    )
    .toBe(0);
  await expect.poll(requests.inFlight).toBe(0);
}

/**
 * Scrolls to the bottom a screen at a time, letting each step's lazy images and observers start
 * their work (the browser starts lazy images well before they are in view), then waits until the
 * page has settled.
 */
export async function scrollThrough(page: Page, requests: { inFlight: () => number }): Promise<void> {
  for (let step = 0; ; step++) {
    const done = await page.evaluate((index) => {
      const top = index * window.innerHeight;
      window.scrollTo({ top, behavior: "instant" });
      return top + window.innerHeight >= document.documentElement.scrollHeight;
    }, step);
    await nextFrames(page);
    if (done) break;
  }
  await waitForSettled(page, requests);
}
