import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { overflowing } from "./support/reflow";
import { scrollThrough, trackRequests } from "./support/settle";
import { prerenderedPages } from "./support/site";
import { tableProblems } from "./support/tables";

// The checks every page must pass in a browser, made in one visit per page: every prerendered
// page (the sitemap's URLs; quality.spec.ts checks the sitemap lists exactly those) and the 404 page.
const MISSING_PATH = "/a-missing-page";
const paths = [...prerenderedPages().map((page) => page.path), MISSING_PATH];

/**
 * Widest first, as a visitor zooming in would see the page; axe runs at the marked widths: the
 * desktop layout and the narrowest phone (the phone layouts from 320 to 639 px share their rules).
 */
const widths: Array<{ width: number; axe: boolean }> = [
  { width: 1280, axe: true },
  { width: 414, axe: false },
  { width: 375, axe: false },
  { width: 360, axe: false },
  { width: 320, axe: true },
];

// The 404 page logs the path a visitor tried (SPEC), and the browser reports the 404 status itself.
const expectedOnMissingPage = [/^404 Error: User attempted to access non-existent route/, /status of 404/];

test.describe.configure({ timeout: 90_000 });

for (const path of paths) {
  test(`${path}: runs without an error, asks no other origin for anything, has no accessibility violation, never scrolls sideways, and its tables scroll in named regions`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const thirdParty: string[] = [];
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`) || url === origin) return route.continue();
      thirdParty.push(url);
      return route.abort();
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (path === MISSING_PATH && expectedOnMissingPage.some((pattern) => pattern.test(text))) return;
      errors.push(`console error: ${text}`);
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = trackRequests(page);
    // Waits for the page's islands (support/test.ts): a hydration mismatch is a page error by then.
    await page.goto(path);
    // Step by step to the bottom, so lazy images and the map load.
    await scrollThrough(page, requests);
    expect(errors, "errors in the console").toEqual([]);
    expect(thirdParty, "requests to other origins").toEqual([]);

    for (const { width, axe } of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
      if (axe) expect(await axeViolations(page), `accessibility at ${width} px`).toEqual([]);
      if (width > 414) continue;
      const { scrollWidth, found } = await overflowing(page);
      expect({ scrollWidth, found }, `sideways scroll at ${width} px`).toEqual({ scrollWidth: width, found: [] });
      if (width === 320 || width === 375) {
        expect((await tableProblems(page, path)).problems, `tables at ${width} px`).toEqual([]);
      }
    }
    expect(errors, "errors in the console").toEqual([]);
  });
}
