import { readFileSync } from "node:fs";
import { join } from "node:path";
import fontverter from "fontverter";
import { Feature } from "harfbuzzjs";
import { drawingComparer, fontCodepoints } from "../../scripts/build/font-harfbuzz";
import { fontFaces, rangeCovers } from "../../scripts/build/site-font";
import { cssFontWeights, htmlTextRuns, numberRuns } from "../../scripts/build/site-text";
import { expect, test } from "./support/test";
import { clientDir, content, prerenderedPages } from "./support/site";

// The build cuts the site's font to the glyphs its pages draw (scripts/build/site-font.ts): a
// first visit loads that subset alone, and it draws every page exactly as the full font does.

const MISSING_PATH = "/a-missing-page";
const pages = prerenderedPages();
const home = pages.find((page) => page.path === "/")?.html ?? "";
const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"#?]+)"/.exec(home)?.[1] ?? "";
const preloadedFont = /<link\b[^>]*\brel="preload"[^>]*\bhref="([^"]+\.woff2)"/.exec(home)?.[1] ?? "";
const css = readFileSync(join(clientDir, stylesheet), "utf8");
const faces = fontFaces(css);
/** The full latin face: the one declared before the subset that also covers the letters. */
const fullFace = faces.find((face) => face.url !== preloadedFont && rangeCovers(face.unicodeRange, 0x61));

test("every page preloads the subset, and the subset draws every page's text exactly as the full font does", async () => {
  test.setTimeout(120_000);
  expect(fullFace, "the stylesheet keeps the full latin face").toBeDefined();
  const read = (url: string) => fontverter.convert(readFileSync(join(clientDir, url)), "truetype");
  // One after the other: the WebAssembly woff2 decoder is not safe to run twice at once.
  const full = await read(fullFace?.url ?? "");
  const subset = await read(preloadedFont);
  const characters = fontCodepoints(subset);
  const runs = new Set<string>();
  const missing: string[] = [];
  for (const page of pages) {
    expect(page.html, `${page.path} preloads the subset`).toContain(`href="${preloadedFont}"`);
    const pageRuns = htmlTextRuns(page.html);
    const lacking = new Set(
      // Characters of the latin face's range (another range, such as Cyrillic, has its own file).
      pageRuns
        .flatMap((run) => [...run])
        .map((char) => char.codePointAt(0) ?? 0)
        .filter((codepoint) => rangeCovers(fullFace?.unicodeRange ?? "", codepoint) && !characters.has(codepoint))
        .map((codepoint) => String.fromCodePoint(codepoint)),
    );
    if (lacking.size > 0) missing.push(`${page.path}: ${[...lacking].join(" ")}`);
    for (const run of pageRuns) runs.add(run);
  }
  expect(missing, "characters a page shows that the subset lacks").toEqual([]);

  const comparer = drawingComparer(full, subset);
  const tnum = [new Feature("tnum", 1)];
  const differences: string[] = [];
  for (const weight of cssFontWeights(css)) {
    comparer.setWeight(weight);
    for (const run of runs) differences.push(...comparer.differences(run));
    for (const run of numberRuns(runs)) differences.push(...comparer.differences(run, tnum));
  }
  expect(differences.slice(0, 20), `${differences.length} runs drawn otherwise`).toEqual([]);
});

/** One page of each kind, from the content the build was made from, and the 404 page. */
const visited = [
  "/",
  "/blog",
  `/blog/${content.posts[0]?.slug}`,
  `/one-pagers/${content.onePagers[0]?.slug}`,
  `/case-studies/${content.caseStudies[0]?.slug}`,
  "/roi-calculator",
  "/contact",
  MISSING_PATH,
];

for (const path of visited) {
  test(`${path}: a first visit loads one font file, the subset the page preloads`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    if (path === "/roi-calculator") {
      // Numbers the calculator works out in the browser, in tabular digits.
      await page.getByLabel("Revenue goal").fill("2750000");
      await page.getByLabel("Number of BDRs").fill("7");
      await page.evaluate(() => document.fonts.ready);
    }
    expect(fonts).toEqual([preloadedFont]);
    // What Chromium drew the heading with: the web font (its own name is Inter), not a fallback.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts: drawnWith } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(drawnWith.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }))).toEqual([
      { familyName: "Inter", isCustomFont: true },
    ]);
  });
}

test("a character the subset lacks, typed into a form, is still drawn in Inter: the full face loads for it", async ({
  page,
}) => {
  await page.goto("/contact");
  const fullFont = page.waitForRequest((request) => new URL(request.url()).pathname === fullFace?.url);
  await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Zoë Ångström");
  await fullFont;
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', "ëÅ"))).toBe(true);
});
