import { expect, type Page } from "@playwright/test";
import { READING_BAND } from "../../../app/enhance/contents";

/** Where each contents link's heading starts on the page, in document order. */
async function headingTops(page: Page): Promise<Array<{ id: string; top: number }>> {
  return page.evaluate(() => {
    const nav = [...document.querySelectorAll<HTMLElement>("[data-contents] nav")].find(
      (element) => element.offsetParent !== null,
    );
    const ids = [...(nav?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [])].map((link) =>
      decodeURIComponent(link.hash.slice(1)),
    );
    return ids.map((id) => ({ id, top: (document.getElementById(id)?.getBoundingClientRect().top ?? 0) + scrollY }));
  });
}

/**
 * On the loaded page, at every scroll position exactly one contents link is current, the section
 * last passed: the top, the bottom, each heading just before and just after it reaches the reading
 * line, and the middle of every section.
 */
export async function expectContentsFollowScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const contents = page.getByRole("navigation", { name: "On this page" });
  await expect(contents).toBeVisible();
  const headings = await headingTops(page);
  expect(headings.length).toBeGreaterThan(1);
  const { line, end } = await page.evaluate((band) => {
    return { line: innerHeight * band, end: document.documentElement.scrollHeight - innerHeight };
  }, READING_BAND);
  // The top, the bottom, each heading just before and just after it reaches the reading line,
  // and the middle of every section (the section's heading long gone above the window).
  const positions = [0, end];
  headings.forEach((heading, index) => {
    const next = headings[index + 1]?.top ?? heading.top + 2 * line;
    positions.push(heading.top - line - 40, heading.top - line + 40, (heading.top + next) / 2 - line);
  });
  for (const wanted of positions) {
    const y = Math.round(Math.min(Math.max(wanted, 0), end));
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    // The section whose heading has passed the reading line last, or the first before any has.
    const passed = (await headingTops(page)).filter((heading) => heading.top - y <= line);
    const expected = (passed.at(-1) ?? headings[0])?.id;
    const current = contents.locator('a[aria-current="location"]');
    await expect(current, `at y = ${y}`).toHaveCount(1);
    await expect(current, `at y = ${y}`).toHaveAttribute("href", `#${expected}`);
  }
}
