import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectUnderHeader, landing, scrollSettled } from "./support/landing";

// SPEC: in-page links scroll smoothly; issue 35: the section's heading lands just under the fixed
// header (within 24 px) at every width, from a link on the page and arriving from another page;
// a table of contents' link on every page that has one is checked in every-page.spec.ts.
const WIDTHS = [320, 375, 768, 1280, 1440] as const;

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
