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
 * Scrolls to the bottom a screen and a half at a time, letting each step's lazy images and
 * observers start their work, then waits until the page has settled. A step of 1.5 screens leaves
 * nothing unseen by the page's observers: the browser starts lazy images 1,250 px or more before
 * they are in view, and the talent map loads 400 px before (app/enhance/talent-map.ts). The scroll
 * and its two frames are one round trip.
 */
export async function scrollThrough(page: Page, requests: { inFlight: () => number }): Promise<void> {
  for (let step = 0; ; step++) {
    const done = await page.evaluate(
      (index) =>
        new Promise<boolean>((resolve) => {
          const top = index * window.innerHeight * 1.5;
          window.scrollTo({ top, behavior: "instant" });
          const end = top + window.innerHeight >= document.documentElement.scrollHeight;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(end)));
        }),
      step,
    );
    if (done) break;
  }
  await waitForSettled(page, requests);
}
