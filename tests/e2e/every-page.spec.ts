import type { Browser, Page } from "@playwright/test";
import { expect, test, waitForIslands } from "./support/test";
import { axeViolations } from "./support/axe";
import { expectContentsFollowScroll } from "./support/contents";
import { expectFirstScreenOffersOneCall } from "./support/first-screen";
import { expectContentsLinkLands } from "./support/landing";
import { expectLauncherCoversNothing } from "./support/launcher";
import { expectOneSystem, expectRangesWhole, readPage } from "./support/one-system";
import { overflowing } from "./support/reflow";
import { scrollThrough, trackRequests } from "./support/settle";
import { prerenderedPages } from "./support/site";
import { tableProblems } from "./support/tables";
import { expectTextSpacingFits } from "./support/text-spacing";

// The checks every page must pass in a browser, made in one visit per page (a load per check took
// five loads of every page: decision 011, "Amended for CI time"): every prerendered page (the
// sitemap's URLs; quality.spec.ts checks the sitemap lists exactly those) and the 404 page. Each
// check is a step named for what it holds; a failed one fails the page's test with its name, and
// the checks after it still run.
const MISSING_PATH = "/a-missing-page";
const pages = [
  ...prerenderedPages().map(({ path, html }) => ({ path, contents: contentsIds(html) })),
  { path: MISSING_PATH, contents: undefined },
];

/** A page's table of contents as built: the ids its links lead to; none when it has no contents. */
function contentsIds(html: string): string[] | undefined {
  if (!html.includes('data-contents=""')) return undefined;
  const contents = /data-contents=""[\s\S]*?<\/(?:nav|ol|ul)>/.exec(html)?.[0] ?? "";
  return [...contents.matchAll(/href="#([^"]+)"/g)].map((match) => match[1] ?? "");
}

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

test.describe.configure({ timeout: 180_000 });

test("the pages with a table of contents are found, each with links to check", () => {
  const withContents = pages.filter(({ contents }) => contents !== undefined);
  expect(withContents.map(({ path }) => path)).toContain("/growth-framework");
  expect(withContents.filter(({ contents }) => !contents?.length).map(({ path }) => path)).toEqual([]);
});

/**
 * The site's eyebrow look, as the home page shows it (issue 36: every eyebrow on the site looks the
 * same), read once per worker: each page's eyebrows are compared with it.
 */
let siteEyebrow: Promise<string | undefined> | undefined;
function homeEyebrow(browser: Browser, baseURL: string | undefined): Promise<string | undefined> {
  siteEyebrow ??= (async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await waitForIslands(page);
      const [look, ...more] = (await readPage(page)).eyebrows;
      expect(look, "the home page shows an eyebrow").toBeDefined();
      expect(more, "the home page's eyebrows in one look").toEqual([]);
      return look;
    } finally {
      await context.close();
    }
  })();
  return siteEyebrow;
}

/** No accessibility violation at 1280 and 320 px, no sideways scroll from 414 to 320 px, tables in named regions. */
async function expectEveryWidth(page: Page, path: string): Promise<void> {
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
}

for (const { path, contents } of pages) {
  const prerendered = path !== MISSING_PATH;
  test(`${path}: runs without an error, asks no other origin for anything, has no accessibility violation, never scrolls sideways, its tables scroll in named regions, is of one system, its figure ranges whole${prerendered ? ", its first screen offers one call, the launcher covers nothing, WCAG text spacing cuts nothing" : ""}${contents ? ", its contents follow the scroll and a contents link lands its heading under the header" : ""}`, async ({
    page,
    baseURL,
    browser,
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

    // Each check in turn on the one load; a failed check is reported with its name, and the rest run.
    const failed: string[] = [];
    const check = async (name: string, body: () => Promise<void>) => {
      try {
        await test.step(name, body);
      } catch (error) {
        failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };

    await page.setViewportSize({ width: 1280, height: 800 });
    const requests = trackRequests(page);
    // Waits for the page's islands (support/test.ts): a hydration mismatch is a page error by then.
    await page.goto(path);
    // At the top of the page as it loaded, before anything scrolls it.
    await check("one eyebrow, in the site's look, one hero, indigo only where it acts, one dark block", async () =>
      expectOneSystem(page, await homeEyebrow(browser, baseURL)),
    );
    if (prerendered) {
      await check("the first screen offers one call, the page's offer's, at 1280, 768 and 375 px", () =>
        expectFirstScreenOffersOneCall(page, path),
      );
    }
    await check("scrolled to the bottom, it asks no other origin for anything", async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      // Step by step to the bottom, so lazy images and the map load.
      await scrollThrough(page, requests);
      expect(thirdParty, "requests to other origins").toEqual([]);
    });
    await check(
      "no accessibility violation at 1280 and 320 px, no sideways scroll at 414-320 px, tables in named regions",
      () => expectEveryWidth(page, path),
    );
    if (prerendered) {
      await check(
        "the launcher floats bottom right and covers no text or control, at every width from 320 to 1440 px",
        () => expectLauncherCoversNothing(page),
      );
    }
    await check("at 320 px no figure range breaks across lines", () => expectRangesWhole(page));
    if (contents) {
      await check("at every scroll position exactly one contents link is current, the section last passed", () =>
        expectContentsFollowScroll(page),
      );
      await check("a contents link lands its heading under the header", () =>
        expectContentsLinkLands(page, path, contents),
      );
    }
    // Last: the spacing stays on the page.
    if (prerendered) {
      await check("at 320 px with WCAG text spacing: no sideways scroll, no text cut", () =>
        expectTextSpacingFits(page),
      );
    }
    expect(errors, "errors in the console").toEqual([]);
    if (failed.length > 0) throw new Error(`${path}: ${failed.length} check(s) failed\n\n${failed.join("\n\n")}`);
  });
}
