import { expect, type Page } from "@playwright/test";
import { bookingUrl, offerForPath } from "../../../app/content/offers";
import { config, offers } from "./site";

/** The offer a page speaks for, as the header shows it: its call's label and scheduler. */
export const offerOf = (path: string) => {
  const offer = offers[offerForPath(path)];
  return { label: offer.callLabel, href: bookingUrl(offer, config) };
};

/** Booking links to either offer's scheduler that are on screen, with the text they show. */
const bookingLinksOnScreen = (page: Page) =>
  page.evaluate(
    (schedulers) =>
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .filter((link) => schedulers.includes(link.href) && link.checkVisibility({ visibilityProperty: true }))
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        })
        .map((link) => link.href),
    [config.booking.call30, config.booking.call45].map((url) => new URL(url).href),
  );

/**
 * The page's first screen, at the top of the loaded page, offers one call, the page's offer's, at
 * 1280, 768 and 375 px (or none).
 */
export async function expectFirstScreenOffersOneCall(page: Page, path: string): Promise<void> {
  const expected = new URL(offerOf(path).href).href;
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await expect.poll(() => page.evaluate(() => innerWidth)).toBe(viewport.width);
    const shown = await bookingLinksOnScreen(page);
    expect(new Set(shown), `at ${viewport.width} px`).toEqual(new Set(shown.length ? [expected] : []));
  }
}
