// `npm run bench:visitor`: what a visitor notices, measured in Chromium on the production build.
//
// - first usable control, CPU slowed 6x: a visitor taps a page's print button the moment it
//   shows; when does the print dialog open (from navigation start, and after the tap)?
// - the assistant, CPU slowed 4x: from the tap on "Ask the assistant" until its text box has
//   focus, on a page the visitor has just opened and on one that has settled (3 s after load);
// - navigation between two articles: from the click on a "Keep reading" link (after the pointer
//   rested on it for 300 ms, as a visitor's does) until the next article is on screen, with the
//   CPU at full speed and slowed 4x.
// - the ROI calculator's island, CPU slowed 4x, on slow 4G (150 ms, 1.6 Mbit/s, Lighthouse's
//   mobile preset) and on good 4G (40 ms, 9 Mbit/s): when the page first paints, when the font is
//   in and when its React island has hydrated (results follow typing), opened directly; and on
//   slow 4G reached from the home page's link after the pointer rested on it (prerendered).
// Every figure is the median of RUNS runs. Puppeteer drives the browser: unlike Playwright it
// leaves Chrome's prerendering on (Playwright turns it off), so speculation rules count as a
// visitor would see them. BUILD_DIR selects the build (decision 011 compares two builds).
// Usage: node scripts/audit/visitor-timings.ts [--runs=5] [--only=print,assistant,navigation,calculator]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { browserArgs, findBrowser } from "../browser-path.ts";
import { buildDir, requireBuild, startServer } from "./server.ts";

// The functions passed to page.evaluate run in the page: its globals are reached through
// globalThis (this file's lint and types are Node's), and what they record is read back with Reflect.

const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 5);
const HOVER_MS = 300;
const ONLY = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const measures = (part: "print" | "assistant" | "navigation" | "calculator") => !ONLY || ONLY.includes(part);

requireBuild();
const executablePath = findBrowser();
if (!executablePath) throw new Error("No Chromium or Chrome found: set CHROME_PATH or install chromium.");
const { posts }: { posts: Array<{ slug: string; title: string }> } = JSON.parse(
  readFileSync(join(buildDir, "content-index.json"), "utf8"),
);
const server = await startServer();
const browser = await puppeteer.launch({ executablePath, headless: true, args: browserArgs });

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN) : NaN;
};

/** A fresh page (its own cache) with the CPU slowed `rate` times. */
async function freshPage(rate: number) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.emulateCPUThrottling(rate);
  return { page, close: () => context.close() };
}

/** Tap on the print button as soon as it shows: when does printing start? */
async function printTiming() {
  const { page, close } = await freshPage(6);
  await page.evaluateOnNewDocument(() => {
    const seen: Record<string, number> = {};
    Object.assign(globalThis, { __seen: seen, print: () => void (seen.printAt ??= performance.now()) });
    globalThis.addEventListener("pointerdown", (event) => void (seen.tapAt ??= event.timeStamp), { capture: true });
  });
  void page.goto(new URL("/growth-framework", server.origin).href, { waitUntil: "load" }).catch(() => {});
  const button = await page.waitForSelector("main button[data-action=print], main button[data-replay]", {
    visible: true,
  });
  await button?.click();
  await page.waitForFunction(() => "printAt" in (Reflect.get(globalThis, "__seen") ?? {}), { timeout: 30_000 });
  const seen: Record<string, number> = await page.evaluate(() => Reflect.get(globalThis, "__seen"));
  await close();
  return {
    tapAt: seen.tapAt ?? NaN,
    printAt: seen.printAt ?? NaN,
    afterTap: (seen.printAt ?? NaN) - (seen.tapAt ?? NaN),
  };
}

/** From the tap on "Ask the assistant" until its text box has focus. */
async function assistantTiming({ settled }: { settled: boolean }) {
  const { page, close } = await freshPage(4);
  await page.goto(new URL("/blog", server.origin).href, { waitUntil: settled ? "load" : "domcontentloaded" });
  if (settled) await new Promise((done) => setTimeout(done, 3000));
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    Object.assign(globalThis, { __seen: seen });
    globalThis.addEventListener("pointerdown", (event) => void (seen.tapAt = event.timeStamp), { capture: true });
    const look = () => {
      const input = globalThis.document.getElementById("assistant-question");
      if (input && globalThis.document.activeElement === input && input.checkVisibility()) {
        seen.readyAt = performance.now();
      } else {
        globalThis.requestAnimationFrame(look);
      }
    };
    globalThis.requestAnimationFrame(look);
  });
  await (await page.waitForSelector("button[popovertarget=contact-menu]", { visible: true }))?.click();
  const item = await page.waitForSelector("#contact-menu button", { visible: true });
  await item?.click();
  await page.waitForFunction(() => "readyAt" in (Reflect.get(globalThis, "__seen") ?? {}), { timeout: 30_000 });
  const seen: Record<string, number> = await page.evaluate(() => Reflect.get(globalThis, "__seen"));
  await close();
  return (seen.readyAt ?? NaN) - (seen.tapAt ?? NaN);
}

/**
 * From the click on a link to the next article until it is on screen. A client-side router keeps
 * the page (its frame shows the new heading); a full load replaces it, prerendered or not (the new
 * document's timing says when it was shown).
 */
async function navigationTiming(rate: number): Promise<{ ms: number; prerendered: boolean }> {
  const [from] = posts;
  const { page, close } = await freshPage(rate);
  await page.goto(new URL(`/blog/${from?.slug}`, server.origin).href, { waitUntil: "load" });
  // Long enough for a page that hydrates after load and an idle moment to have done so.
  await new Promise((done) => setTimeout(done, 3000));
  // The first article the "Keep reading" list links to.
  const href = await page.$eval("#related-heading ~ ul a[href^='/blog/']", (link) => link.getAttribute("href"));
  const to = posts.find((post) => `/blog/${post.slug}` === href);
  if (!to) throw new Error(`no article at ${href}`);
  await page.evaluate((title) => {
    const look = () => {
      if (globalThis.document.querySelector("h1")?.textContent === title) {
        Object.assign(globalThis, { __shownAt: Date.now() });
      } else {
        globalThis.requestAnimationFrame(look);
      }
    };
    globalThis.requestAnimationFrame(look);
  }, to.title);
  const link = await page.waitForSelector(`main a[href="/blog/${to.slug}"]`);
  await link?.scrollIntoView();
  await link?.hover();
  await new Promise((done) => setTimeout(done, HOVER_MS));
  const clickedAt = Date.now();
  await link?.click();
  await new Promise((done) => setTimeout(done, 3000 * rate));
  let shownAt: number | undefined = await page
    .evaluate(() => Reflect.get(globalThis, "__shownAt"))
    .catch(() => undefined);
  let prerendered = false;
  if (shownAt === undefined) {
    const target = browser.targets().find((each) => each.type() === "page" && each.url().endsWith(`/blog/${to.slug}`));
    const session = await target?.createCDPSession();
    const { result } = (await session?.send("Runtime.evaluate", {
      returnByValue: true,
      expression: `(() => {
        const nav = performance.getEntriesByType("navigation")[0];
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        return { origin: performance.timeOrigin, activationStart: nav.activationStart, fcp };
      })()`,
    })) ?? { result: { value: undefined } };
    const timing = result.value;
    if (timing) {
      prerendered = timing.activationStart > 0;
      shownAt = timing.origin + Math.max(timing.fcp, timing.activationStart);
    }
  }
  await close();
  return { ms: (shownAt ?? NaN) - clickedAt, prerendered };
}

// Lighthouse's mobile preset's network (slow 4G).
export type Network = { download: number; upload: number; latency: number };
/** Lighthouse's mobile preset (slow 4G) and a good 4G link. */
const NETWORKS: Record<"slow4g" | "fast4g", Network> = {
  slow4g: { download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, latency: 150 },
  fast4g: { download: (9 * 1024 * 1024) / 8, upload: (9 * 1024 * 1024) / 8, latency: 40 },
};

// The calculator's island marks its hydration (app/islands/hydrate.tsx).
const HYDRATED_MARK = "island-hydrated:roi-calculator";

/** The calculator opened directly: its first paint and its island's hydration, from navigation start. */
async function islandTiming(network: Network): Promise<{ paint: number; hydrated: number; font: number }> {
  const { page, close } = await freshPage(4);
  await page.emulateNetworkConditions(network);
  await page.goto(new URL("/roi-calculator", server.origin).href, { waitUntil: "load" });
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    { timeout: 60_000 },
    HYDRATED_MARK,
  );
  const timing = await page.evaluate(
    (mark) => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
      // The Inter font: until it is in, text shows in the fallback font.
      font:
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry instanceof PerformanceResourceTiming)
          .find((entry) => entry.name.endsWith(".woff2"))?.responseEnd ?? NaN,
    }),
    HYDRATED_MARK,
  );
  await close();
  return timing;
}

/**
 * The calculator reached from the home page's link after the pointer rested on it (prerendered):
 * from the click until its island has hydrated, 0 when it had hydrated before it was shown.
 */
async function prerenderedIslandTiming(): Promise<{ ms: number; prerendered: boolean }> {
  const { page, close } = await freshPage(4);
  await page.emulateNetworkConditions(NETWORKS.slow4g);
  await page.goto(new URL("/", server.origin).href, { waitUntil: "load" });
  const link = await page.waitForSelector('main a[href="/roi-calculator"], a[href="/roi-calculator"]');
  await link?.scrollIntoView();
  await link?.hover();
  await new Promise((done) => setTimeout(done, 3000));
  await link?.click();
  let timing: { activationStart: number; hydrated: number } | undefined;
  for (let waited = 0; waited < 60_000 && !timing; waited += 250) {
    await new Promise((done) => setTimeout(done, 250));
    const target = browser.targets().find((each) => each.type() === "page" && each.url().endsWith("/roi-calculator"));
    const session = await target?.createCDPSession().catch(() => undefined);
    const answer = await session
      ?.send("Runtime.evaluate", {
        returnByValue: true,
        expression: `(() => {
          const hydrated = performance.getEntriesByName(${JSON.stringify(HYDRATED_MARK)})[0]?.startTime;
          const nav = performance.getEntriesByType("navigation")[0];
          return hydrated === undefined || document.prerendering ? null : { activationStart: nav.activationStart, hydrated };
        })()`,
      })
      .catch(() => undefined);
    timing = answer?.result.value ?? undefined;
  }
  await close();
  if (!timing) return { ms: NaN, prerendered: false };
  return { ms: Math.max(0, timing.hydrated - timing.activationStart), prerendered: timing.activationStart > 0 };
}

const report: Record<string, unknown> = {
  build: buildDir,
  runs: RUNS,
  generatedAt: new Date().toISOString(),
  loadAverageBefore: loadavg(),
};
try {
  const prints: Array<{ tapAt: number; printAt: number; afterTap: number }> = [];
  const hurried: number[] = [];
  const settled: number[] = [];
  const navigations: Record<"full" | "slowed", Array<{ ms: number; prerendered: boolean }>> = { full: [], slowed: [] };
  const islands: Record<"slow4g" | "fast4g", Array<{ paint: number; hydrated: number; font: number }>> = {
    slow4g: [],
    fast4g: [],
  };
  const prerenderedIslands: Array<{ ms: number; prerendered: boolean }> = [];
  for (let run = 0; run < RUNS; run++) {
    if (measures("print")) prints.push(await printTiming());
    if (measures("assistant")) {
      hurried.push(await assistantTiming({ settled: false }));
      settled.push(await assistantTiming({ settled: true }));
    }
    if (measures("navigation")) {
      navigations.full.push(await navigationTiming(1));
      navigations.slowed.push(await navigationTiming(4));
    }
    if (measures("calculator")) {
      islands.slow4g.push(await islandTiming(NETWORKS.slow4g));
      islands.fast4g.push(await islandTiming(NETWORKS.fast4g));
      prerenderedIslands.push(await prerenderedIslandTiming());
    }
  }
  report.printTappedAtMs = median(prints.map((each) => each.tapAt));
  report.printOpensAtMs = median(prints.map((each) => each.printAt));
  report.printAfterTapMs = median(prints.map((each) => each.afterTap));
  report.assistantInputAfterTapMs = { justOpened: median(hurried), settled: median(settled) };
  report.articleToArticleMs = {
    cpuFull: median(navigations.full.map((each) => each.ms)),
    cpuSlowed4x: median(navigations.slowed.map((each) => each.ms)),
    prerendered: navigations.full.concat(navigations.slowed).filter((each) => each.prerendered).length,
  };
  const islandFigures = (runs: Array<{ paint: number; hydrated: number; font: number }>) => ({
    firstPaint: median(runs.map((each) => each.paint)),
    hydrated: median(runs.map((each) => each.hydrated)),
    fontLoaded: median(runs.map((each) => each.font)),
  });
  report.calculatorCpu4xMs = {
    slow4g: islandFigures(islands.slow4g),
    fast4g: islandFigures(islands.fast4g),
    slow4gFromHomeClickToHydrated: median(prerenderedIslands.map((each) => each.ms)),
    prerendered: prerenderedIslands.filter((each) => each.prerendered).length,
  };
} finally {
  report.loadAverageAfter = loadavg();
  await browser.close();
  await server.stop();
}
mkdirSync("reports", { recursive: true });
const file = `reports/visitor-timings-${buildDir.split("/").at(-1)}.json`;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
console.log(`Report: ${file}`);
