import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { prerenderedPages } from "./support/site";

// SPEC: in-page links scroll smoothly; issue 35: the section's heading lands just under the fixed
// header (within 24 px) at every width, from a link on the page and arriving from another page.
const WIDTHS = [320, 375, 768, 1280, 1440] as const;
const MAX_GAP = 24;

type Landing = { gap: number; atEnd: boolean };

/**
 * Where the target's heading (the one that names it, or the target itself) sits: the top of its
 * first line of text against the header's bottom, both measured as they are.
 */
async function landing(page: Page, id: string): Promise<Landing> {
  return page.evaluate((id) => {
    const target = document.getElementById(id);
    if (!target) throw new Error(`#${id} is not on ${location.pathname}`);
    const heading = document.getElementById(target.getAttribute("aria-labelledby") ?? "") ?? target;
    const text = document.createRange();
    text.selectNodeContents(heading);
    const top = text.getClientRects()[0]?.top ?? heading.getBoundingClientRect().top;
    const header = document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return { gap: Math.round(top - header), atEnd };
  }, id);
}

/** Resolves once the page has stopped scrolling (its position unchanged over five frames). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

function expectUnderHeader({ gap, atEnd }: Landing, what: string) {
  expect(gap, `${what}: the heading is below the header`).toBeGreaterThanOrEqual(0);
  // A heading near the end of the page lands lower: the page cannot scroll further.
  if (!atEnd) expect(gap, `${what}: the heading is within ${MAX_GAP} px of the header`).toBeLessThanOrEqual(MAX_GAP);
}

/** Records every scroll position from now on. */
async function recordScrolls(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const positions: number[] = [];
    Object.assign(window, { __scrolls: positions });
    addEventListener("scroll", () => positions.push(window.scrollY));
  });
  return () => page.evaluate(() => (window as Window & { __scrolls?: number[] }).__scrolls ?? []);
}

/** The home page's section links, as the header gives them: its name and target id. */
async function sectionLinks(page: Page): Promise<Array<{ name: string; id: string }>> {
  const links = await page
    .getByRole("banner")
    .locator('a[href^="/#"]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: (anchor.textContent ?? "").trim(),
        id: decodeURIComponent(new URL((anchor as HTMLAnchorElement).href).hash.slice(1)),
      })),
    );
  return [...new Map(links.map((link) => [link.id, link])).values()];
}

/**
 * Clicks a section link where a visitor finds it at this width: in the header's bar (its links, the
 * podcast's mark), or in the Menu below it. Role locators skip the closed menu's links.
 */
async function clickSectionLink(page: Page, name: string) {
  const shown = page.getByRole("banner").getByRole("link", { name, exact: true }).first();
  if (await shown.isVisible()) return shown.click();
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name, exact: true }).click();
}

for (const width of WIDTHS) {
  test(`at ${width} px each section link on the home page scrolls smoothly and lands the section's heading under the header`, async ({
    page,
  }) => {
    test.slow(); // a smooth scroll to each section in turn
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const links = await sectionLinks(page);
    expect(links.length).toBeGreaterThan(0);
    for (const { name, id } of links) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await scrollSettled(page);
      const scrolls = await recordScrolls(page);
      await clickSectionLink(page, name);
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await scrollSettled(page);
      const positions = await scrolls();
      const end = positions.at(-1) ?? 0;
      // Smooth: the page passes through places between the top and the section (a jump passes
      // through none; how many frames a smooth scroll gets depends on the machine's load).
      const between = new Set(positions.filter((y) => y > 0 && y < end));
      expect(between.size, `${name}: scrolled through ${positions.join(", ")}`).toBeGreaterThanOrEqual(2);
      expectUnderHeader(await landing(page, id), `${name} at ${width} px`);
    }
  });

  test(`at ${width} px arriving at a home page section from another page lands its heading under the header`, async ({
    page,
  }) => {
    test.slow(); // two page loads for each section
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const links = await sectionLinks(page);
    for (const { name, id } of links) {
      await page.goto("/blog");
      await page.goto(`/#${id}`);
      // The page opens there (FragmentArrival) and stays there through the browser's own scroll
      // to the fragment after the load event.
      await scrollSettled(page);
      expectUnderHeader(await landing(page, id), `/#${id} (${name}) at ${width} px`);
    }
  });
}

test("with reduced motion a section link jumps, with no scrolling in between, and lands the same", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const [link] = (await sectionLinks(page)).slice(-1);
  if (!link) throw new Error("the header has no section link");
  const scrolls = await recordScrolls(page);
  await clickSectionLink(page, link.name);
  await scrollSettled(page);
  const positions = await scrolls();
  expect(new Set(positions).size, `scrolled to ${positions.join(", ")}`).toBe(1);
  expectUnderHeader(await landing(page, link.id), link.name);
});

// Every page with a table of contents (articles, the long documents), read from the build.
const withContents = prerenderedPages().flatMap(({ path, html }) => {
  const contents = /data-contents=""[\s\S]*?<\/(?:nav|ol|ul)>/.exec(html)?.[0] ?? "";
  const ids = [...contents.matchAll(/href="#([^"]+)"/g)].map((match) => match[1] ?? "");
  return ids.length > 0 ? [{ path, ids }] : [];
});

test("some pages have a table of contents", () => {
  expect(withContents.length).toBeGreaterThan(0);
});

for (const { path, ids } of withContents) {
  test(`${path}: a contents link lands its heading under the header`, async ({ page }) => {
    await page.goto(path);
    // The middle entry: far enough down to scroll, not so far that the page ends first.
    const id = ids[Math.floor(ids.length / 2)] ?? "";
    const link = page.locator(`[data-contents] a[href="#${id}"]`).filter({ visible: true }).first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await scrollSettled(page);
    expectUnderHeader(await landing(page, id), `${path}#${id}`);
  });
}
