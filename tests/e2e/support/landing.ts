import { expect, type Page } from "@playwright/test";

/** SPEC: in-page links scroll smoothly; issue 35: the heading lands within this many px under the fixed header. */
const MAX_GAP = 24;

export type Landing = { gap: number; atEnd: boolean };

/**
 * Where the target's heading (the one that names it, or the target itself) sits: the top of its
 * first line of text against the header's bottom, both measured as they are.
 */
export async function landing(page: Page, id: string): Promise<Landing> {
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
export async function scrollSettled(page: Page): Promise<void> {
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

export function expectUnderHeader({ gap, atEnd }: Landing, what: string) {
  expect(gap, `${what}: the heading is below the header`).toBeGreaterThanOrEqual(0);
  // A heading near the end of the page lands lower: the page cannot scroll further.
  if (!atEnd) expect(gap, `${what}: the heading is within ${MAX_GAP} px of the header`).toBeLessThanOrEqual(MAX_GAP);
}

/**
 * On a page with a table of contents, its middle entry (far enough down to scroll, not so far that
 * the page ends first) clicked lands its heading under the header.
 */
export async function expectContentsLinkLands(page: Page, path: string, ids: string[]): Promise<void> {
  const id = ids[Math.floor(ids.length / 2)] ?? "";
  const link = page.locator(`[data-contents] a[href="#${id}"]`).filter({ visible: true }).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await scrollSettled(page);
  expectUnderHeader(await landing(page, id), `${path}#${id}`);
}
