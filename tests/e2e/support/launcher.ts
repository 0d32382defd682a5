import { expect, type Page } from "@playwright/test";

// Issue 35, item 5 (after issue 29, item 8): the launcher (contact options and the assistant, one
// button) floats at the bottom right at every width and never sits on page text or a control. From
// 1280 px it floats in the page's side margin; below, in a band of its own across the bottom of the
// screen (the page's text passes under the band as under the header, never under the button alone),
// and the page ends above that band, so nothing stays hidden behind it. Every page is checked in
// every-page.spec.ts; launcher-covers-nothing.spec.ts holds the calculator's results and the keyboard.
export const sizes = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 414, height: 896 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
/** Where each page is looked at: its top, two places between and its end. */
export const stops = [0, 1 / 3, 2 / 3, 1];

export type Check = { problems: string[]; covered: string[] };

/**
 * The one visible launcher where it should be, and the page text and controls painted where it
 * hides them: under the button itself, or, where it has a band, behind the band once the page has
 * reached its end. Each text node's line boxes count, cut to what their clipping ancestors show.
 */
export async function launcherCheck(page: Page, atEnd: boolean): Promise<Check> {
  return page.evaluate((atEnd) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const problems: string[] = [];
    const intersect = (a: Box, b: Box): Box | undefined => {
      const box = {
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      };
      return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : undefined;
    };
    const shows = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getClientRects().length > 0;
    const launchers = [...document.querySelectorAll<HTMLElement>('[popovertarget="contact-menu"]')].filter(shows);
    const [launcher] = launchers;
    if (!launcher || launchers.length !== 1) return { problems: [`${launchers.length} launchers show`], covered: [] };
    if (launcher.closest("header")) problems.push("the launcher is in the header");
    const box = launcher.getBoundingClientRect();
    if (innerWidth - box.right > 40 || innerHeight - box.bottom > 24)
      problems.push(`the launcher is not at the bottom right (${Math.round(box.right)}, ${Math.round(box.bottom)})`);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !launcher.contains(hit)) problems.push(`the launcher is covered by ${hit?.outerHTML.slice(0, 80)}`);

    // Below 1280 px its band: full width at the bottom, nearly opaque, and holding the whole button.
    const room = [...document.querySelectorAll("[data-launcher-room]")].find(shows);
    const band = room?.getBoundingClientRect();
    if (room && band) {
      if (band.left > 0.5 || band.right < innerWidth - 0.5 || Math.abs(band.bottom - innerHeight) > 0.5)
        problems.push("the launcher's band does not span the bottom of the screen");
      // rgb(...) is opaque; rgba(..., a) or "color(srgb ... / a)" carries its alpha last.
      const colour = getComputedStyle(room).backgroundColor;
      const alpha = Number(/[,/]\s*([\d.]+)\)$/.exec(colour)?.[1] ?? 1);
      if (alpha < 0.9) problems.push(`the launcher's band lets the page show through (${colour})`);
      if (box.top < band.top || box.bottom > band.bottom) problems.push("the launcher overhangs its band");
    }
    // With a band, text passes behind it while the page scrolls; at the page's end none may be left there.
    const zone = band ? (atEnd ? band : undefined) : box;
    const covered: string[] = [];
    if (!zone) return { problems, covered };

    const clipped = (rect: Box, from: Element) => {
      let shown: Box | undefined = intersect(rect, zone);
      for (let element: Element | null = from; shown && element; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.overflow !== "visible" || style.clipPath !== "none")
          shown = intersect(shown, element.getBoundingClientRect());
      }
      return shown;
    };
    const aside = launcher.closest("aside");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || aside?.contains(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Where its lines are is cheap to ask; whether it shows is asked only of text near the launcher.
      const near = [...range.getClientRects()].filter((rect) => intersect(rect, zone));
      if (near.length === 0 || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (near.some((rect) => clipped(rect, parent))) covered.push(`text "${text.slice(0, 60)}"`);
    }
    for (const control of document.querySelectorAll("a[href], button, input, select, textarea, summary")) {
      if (aside?.contains(control) || !shows(control)) continue;
      if (clipped(control.getBoundingClientRect(), control))
        covered.push(`${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40) ?? ""}"`);
    }
    return { problems, covered };
  }, atEnd);
}

export async function scrollToStop(page: Page, stop: number): Promise<boolean> {
  return page.evaluate((stop) => {
    const end = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: Math.round(end * stop), behavior: "instant" });
    return window.scrollY >= end - 1;
  }, stop);
}

/**
 * The launcher at each size in turn and each stop on the loaded page: the layout at each width is
 * CSS's, so one load serves every size.
 */
export async function expectLauncherCoversNothing(page: Page): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const stop of stops) {
      const atEnd = await scrollToStop(page, stop);
      const where = `${size.width}x${size.height}, ${Math.round(stop * 100)}% down`;
      expect(await launcherCheck(page, atEnd), where).toEqual({ problems: [], covered: [] });
    }
  }
}
