import { test, type CDPSession, type Locator, type Page } from "@playwright/test";
import { clientEntryFiles } from "../../../scripts/build/client-entries";

type Timings = { paintAt?: number; tapAt?: number; loadAt?: number; enhancedAt?: number };

/** The only other origin a tap can reach (a video cover): answered with a stand-in. */
const PLAYER_ORIGIN = "https://www.youtube-nocookie.com/";

/** What can be held back: the font every page preloads (it delays the load event), and the React islands' modules. */
export type Held = "font" | "islands";
const islandNames = Object.keys(clientEntryFiles()).filter((name) => name !== "enhance");
const HELD_URLS: Record<Held, RegExp> = {
  font: /\.woff2$/,
  islands: new RegExp(`/assets/(${islandNames.join("|")})-[\\w-]+\\.js$`),
};

type Session = { cdp: CDPSession; held: Set<Held>; waiting: Array<{ requestId: string; url: string }> };
const sessions = new WeakMap<Page, Session>();

/**
 * The page's DevTools session. Requests are intercepted there, for the font, the islands'
 * modules and the video player only: Playwright's own routing would pause every request of the
 * page in the test runner, which on a busy machine adds seconds the visitor would never wait.
 */
async function sessionOf(page: Page): Promise<Session> {
  let session = sessions.get(page);
  if (session) return session;
  const cdp = await page.context().newCDPSession(page);
  const created: Session = { cdp, held: new Set(), waiting: [] };
  session = created;
  sessions.set(page, created);
  cdp.on("Fetch.requestPaused", ({ requestId, request }) => {
    if (request.url.startsWith(PLAYER_ORIGIN)) {
      const body = Buffer.from("<!doctype html><title>Player</title>").toString("base64");
      void cdp.send("Fetch.fulfillRequest", { requestId, responseCode: 200, body });
    } else if ([...created.held].some((held) => HELD_URLS[held].test(request.url))) {
      created.waiting.push({ requestId, url: request.url });
    } else {
      void cdp.send("Fetch.continueRequest", { requestId });
    }
  });
  // A first visit every time: the font and the code come from the network (and can be held).
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Fetch.enable", {
    patterns: [
      { urlPattern: "*.woff2" },
      ...islandNames.map((name) => ({ urlPattern: `*/assets/${name}-*` })),
      { urlPattern: `${PLAYER_ORIGIN}*` },
    ],
  });
  return session;
}

/** Holds back the font or the islands' modules until `release` (Chrome DevTools Protocol). */
export async function hold(page: Page, what: Held): Promise<void> {
  (await sessionOf(page)).held.add(what);
}

export async function release(page: Page, what: Held): Promise<void> {
  const session = await sessionOf(page);
  session.held.delete(what);
  const [released, kept] = partition(session.waiting, ({ url }) => HELD_URLS[what].test(url));
  session.waiting = kept;
  for (const { requestId } of released) await session.cdp.send("Fetch.continueRequest", { requestId });
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** Sets the page's CPU speed (Chrome DevTools Protocol): 6 is 6x slower, as Lighthouse's mobile preset. */
export async function setCpuSlowdown(page: Page, rate: number): Promise<void> {
  const { cdp } = await sessionOf(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Makes every page record its first paint, its load event, when the enhancement module marked it
 * (`data-enhanced`), and the visitor's first tap or key press.
 */
export async function recordFirstTap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timings: Timings = {};
    (window as Window & { __timings?: Timings }).__timings = timings;
    addEventListener("load", () => (timings.loadAt = performance.now()), { once: true });
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (paint) timings.paintAt ??= paint.startTime;
    }).observe({ type: "paint", buffered: true });
    // Run before the document has an element: watched from the document itself.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute("data-enhanced")) return;
      timings.enhancedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-enhanced"] });
    // The event's time stamp is when the browser received the input, not when the page's busy
    // main thread got round to it: the moment the visitor acted.
    for (const type of ["pointerdown", "keydown"]) {
      addEventListener(type, (event) => (timings.tapAt ??= event.timeStamp), { capture: true });
    }
  });
}

async function timingsOf(page: Page): Promise<Timings> {
  return page.evaluate((): Timings => (window as Window & { __timings?: Timings }).__timings ?? {});
}

/** How soon after the load event the visitor acts, at the latest. */
export const ACT_WITHIN_MS = 50;
/** How soon after the visitor's action its effect must show. */
export const EFFECT_WITHIN_MS = 3000;

type FirstTap = {
  /** What the visitor taps. */
  target: (page: Page) => Locator;
  /** What they do next, if anything (typing). */
  then?: (page: Page) => Promise<void>;
  /** Asserts what they see, within `timeout` ms: what is left of 3 s after their action. */
  effect: (page: Page, timeout: number) => Promise<void>;
};

/**
 * Opens `path` with the CPU slowed 6x and taps what `target` finds as soon as the page has
 * painted and the target is visible (a control that needs script is invisible until it works,
 * see the needs-script utility). The font the page preloads is held back until the tap has
 * landed, so however busy the machine running the test, the load event cannot come first: the
 * tap lands before it, or at the latest 50 ms after it (checked). The visitor scrolls the target
 * into view first, as they would. The effect must show within 3 s of the visitor's action (the
 * tap, or the end of `then`). Reports how long after the first paint the control was tapped.
 */
export async function tapOnFirstPaint(page: Page, path: string, { target, then, effect }: FirstTap): Promise<void> {
  let effectMs = 0;
  await hold(page, "font");
  try {
    await setCpuSlowdown(page, 6);
    // The main frame's goto: the project's fixture wraps page.goto to wait for the islands.
    await page.mainFrame().goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as Window & { __timings?: Timings }).__timings?.paintAt !== undefined);
    const element = target(page);
    await element.scrollIntoViewIfNeeded();
    await element.click({ noWaitAfter: true });
    let actedAt = Date.now();
    await release(page, "font");
    if (then) {
      await then(page);
      actedAt = Date.now();
    }
    // At least 1 ms: Playwright reads a timeout of 0 as none.
    await effect(page, Math.max(1, EFFECT_WITHIN_MS - (Date.now() - actedAt)));
    effectMs = Date.now() - actedAt;
  } finally {
    await release(page, "font");
  }
  await page.waitForLoadState("load");
  const { paintAt, tapAt, loadAt, enhancedAt } = await timingsOf(page);
  if (paintAt === undefined || tapAt === undefined || loadAt === undefined)
    throw new Error(`no paint, tap or load: ${JSON.stringify({ paintAt, tapAt, loadAt })}`);
  if (tapAt < paintAt) throw new Error(`the tap (${tapAt} ms) came before the first paint (${paintAt} ms)`);
  if (tapAt - loadAt > ACT_WITHIN_MS) throw new Error(`the tap came ${tapAt - loadAt} ms after the load event`);
  // For the report: how the tap stood to the first paint and the module, and how long its effect took to show.
  test.info().annotations.push({
    type: "first tap",
    description:
      `${path}: tap ${Math.round(tapAt - paintAt)} ms after the first paint` +
      (enhancedAt === undefined ? "" : `, module ran ${Math.round(enhancedAt - paintAt)} ms after it`) +
      `, effect seen after ${effectMs} ms`,
  });
}
