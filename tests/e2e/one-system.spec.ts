import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { guestBooking } from "../../app/features/podcast/guest-booking-copy";
import { config, offers, prerenderedPages } from "./support/site";
import { indigo } from "./support/one-system";

// Issue 36, items 4 and 7: one system across every page the build prerendered, read from the build
// here; in a browser (one eyebrow, one hero, indigo only where it acts, one dark block, figure
// ranges whole at 320 px) on every page and the 404 page in every-page.spec.ts (support/one-system.ts).
const pages = prerenderedPages();

/** What a link says to a sighted visitor: its text without the screen-reader note, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

test("every link to an offer's scheduler reads that offer's one label, or its call's words inside a sentence", () => {
  expect(indigo.length).toBeGreaterThan(5);
  const byUrl = new Map(Object.values(offers).map((offer) => [bookingUrl(offer, config), offer]));
  const wrong: string[] = [];
  let seen = 0;
  for (const { path, html } of pages) {
    for (const [, href = "", inner = ""] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const offer = byUrl.get(href.replaceAll("&amp;", "&"));
      if (!offer) continue;
      seen += 1;
      const text = visibleText(inner);
      // The podcast's guest call opens the 45-minute scheduler while BOOKING_URL_GUEST is unset.
      const guest = text === guestBooking.action && href === config.booking.guest;
      if (text !== offer.callLabel && text !== offer.callText && !guest) wrong.push(`${path}: "${text}"`);
    }
  }
  expect(seen).toBeGreaterThan(pages.length);
  expect(wrong).toEqual([]);
  // Both offers' calls read alike: the same words around their own length.
  const [first, second] = Object.values(offers);
  expect(first?.callLabel.replace(/\d+/, "N")).toBe(second?.callLabel.replace(/\d+/, "N"));
});

test("every page has at most one newsletter form, and the blog index its own (SPEC places it there)", () => {
  const counts = pages.map(({ path, html }) => ({
    path,
    forms: html.match(/<form\b[^>]*action="\/newsletter"/g)?.length ?? 0,
  }));
  expect(counts.filter(({ forms }) => forms > 1)).toEqual([]);
  expect(counts.find(({ path }) => path === "/blog")?.forms).toBe(1);
});
