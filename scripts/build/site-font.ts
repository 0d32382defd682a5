// The site's font, cut to what the site draws (issue 37: a first visit of 50 kB or less). Inter's
// latin file is 48 kB, most of a first visit; the pages use about 90 of its characters. After the
// pages are prerendered, this step shapes every text run of the build with the full font, keeps
// exactly the glyphs that shaping produced (and those the same characters meet between digits,
// capitals and small letters), the features that choose them and the weight axis over the weights
// the stylesheet uses, and writes the subset as a hashed file beside the full one. The stylesheet
// gets one @font-face more for it, after the full latin face and limited to the subset's
// characters, so a browser takes the subset for those and still loads the full face for any
// other character (a name typed into a form); the pages preload the subset instead of the full
// file. The stylesheet is renamed after its new content, so no cache keeps the old one.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import fontverter from "fontverter";
import { listFiles, referencedFiles } from "./client-files.ts";
import { fontCodepoints, shapedGlyphs, subsetFont } from "./font-harfbuzz.ts";
import { contextRuns, cssFontWeights, htmlTextRuns, jsonTextRuns, numberRuns, scriptTextRuns } from "./site-text.ts";

/** Features the browser applies to the site's text: HarfBuzz's defaults, and tabular digits (`tabular-nums`). */
export const KEPT_FEATURES = ["ccmp", "locl", "rvrn", "calt", "clig", "liga", "rlig", "kern", "mark", "mkmk", "tnum"];
/** What `tabular-nums` turns on, for numbers (the calculator's results, the charts' figures). */
const TABULAR_FEATURES = ["tnum"];
/** What a number the calculator works out can be made of. */
const NUMBER_CHARACTERS = [..."0123456789$%.,:x+-–/ "];
/** The subset's name: the package's file name pattern, "site" for the range. */
const SUBSET_NAME = "inter-site-wght-normal";

export type FontFace = { block: string; url: string; unicodeRange: string };

/** The stylesheet's @font-face rules with their file and characters. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([block]) => ({
    block,
    url: /src:\s*url\(\s*["']?([^"')]+)/.exec(block)?.[1] ?? "",
    unicodeRange: /unicode-range:\s*([^;}]+)/.exec(block)?.[1]?.trim() ?? "U+0-10FFFF",
  }));
}

/** Whether a CSS unicode-range (`U+0-FF`, `U+4??`, `U+2122`) covers a character. */
export function rangeCovers(unicodeRange: string, codepoint: number): boolean {
  return unicodeRange.split(",").some((part) => {
    const range = part.trim().replace(/^U\+/i, "");
    const [from = "", to = from] = range.includes("?")
      ? [range.replaceAll("?", "0"), range.replaceAll("?", "F")]
      : range.split("-");
    return codepoint >= Number.parseInt(from, 16) && codepoint <= Number.parseInt(to, 16);
  });
}

/** Characters as the shortest unicode-range: consecutive ones joined (`U+20-7E,U+A9`). */
export function toUnicodeRange(codepoints: Iterable<number>): string {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index] as number;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index] as number;
    index += 1;
    const hex = (value: number) => value.toString(16).toUpperCase();
    parts.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(",");
}

function contentHash(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, 8);
}

/** The text runs the build's pages and scripts draw. */
export function siteTextRuns(clientDir: string): string[] {
  const runs: string[] = [];
  for (const file of referencedFiles(clientDir).keys()) {
    const text = () => readFileSync(join(clientDir, file), "utf8");
    if (file.endsWith(".html")) runs.push(...htmlTextRuns(text()));
    else if (file.endsWith(".js")) runs.push(...scriptTextRuns(text()));
    else if (file.endsWith(".json")) runs.push(...jsonTextRuns(text()));
  }
  return [...new Set(runs)];
}

/**
 * Writes the subset beside the full font, adds its @font-face to the stylesheet (renamed after its
 * content) and points every page's preload at it. Returns the build log's line.
 */
export async function subsetSiteFont(buildDir: string): Promise<string> {
  const started = performance.now();
  const clientDir = join(buildDir, "client");
  // The stylesheet the pages link to (the server build leaves a copy of it that nothing links).
  const linked = new Set<string>();
  for (const file of listFiles(clientDir).filter((path) => path.endsWith(".html")))
    for (const [, href] of readFileSync(join(clientDir, file), "utf8").matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"#?]+)"/g))
      if (href) linked.add(href);
  const stylesheet = [...linked].find((file) => fontFaces(readFileSync(join(clientDir, file), "utf8")).length > 0);
  if (!stylesheet) throw new Error("font subset: no stylesheet the pages link to has an @font-face");
  const css = readFileSync(join(clientDir, stylesheet), "utf8");
  // The face that draws the site's letters: the one a page preloads.
  const face = fontFaces(css).find((candidate) => rangeCovers(candidate.unicodeRange, "a".codePointAt(0) ?? 0));
  if (!face) throw new Error(`font subset: no @font-face in ${stylesheet} covers the letter "a"`);
  const fontFile = face.url.replace(/^\//, "");
  const full = await fontverter.convert(readFileSync(join(clientDir, fontFile)), "truetype");

  const runs = siteTextRuns(clientDir);
  const mapped = fontCodepoints(full);
  // With each letter's other case: a stylesheet's text-transform (an uppercase label) draws it.
  const characters = new Set(runs.flatMap((run) => [...run, ...run.toUpperCase(), ...run.toLowerCase()]));
  const codepoints = [...characters]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((codepoint) => mapped.has(codepoint) && rangeCovers(face.unicodeRange, codepoint));
  const weights = cssFontWeights(css);
  const glyphs = shapedGlyphs(full, {
    runs: [...runs, ...contextRuns(characters)],
    tabular: [...numberRuns(runs), ...contextRuns(NUMBER_CHARACTERS)],
    tabularFeatures: TABULAR_FEATURES,
    weights,
  });
  const weight = { min: weights[0] ?? 400, max: weights.at(-1) ?? 400 };
  const subset = await subsetFont(full, { codepoints, glyphs, features: KEPT_FEATURES, weight });
  const woff2: Uint8Array = await fontverter.convert(Buffer.from(subset), "woff2", "truetype");
  const subsetFile = `assets/${SUBSET_NAME}-${contentHash(woff2)}.woff2`;
  writeFileSync(join(clientDir, subsetFile), woff2);

  // Declared after the full face, with the same descriptors (one family, one weight range, so the
  // browser treats them as one face split by characters), it is the one asked first for its characters.
  const subsetFace = face.block
    .replace(face.url, `/${subsetFile}`)
    .replace(/unicode-range:\s*[^;}]+/, `unicode-range:${toUnicodeRange(fontCodepoints(subset))}`);
  const newCss = css.replace(face.block, `${face.block}${subsetFace}`);
  const newStylesheet = stylesheet.replace(/(-[\w-]{8})?\.css$/, `-${contentHash(newCss)}.css`);
  writeFileSync(join(clientDir, newStylesheet), newCss);
  rmSync(join(clientDir, stylesheet));

  // Pages and the server build (which renders the 404 page) name the stylesheet and preload the font.
  const [oldCss, newCssName, oldFont, newFont] = [stylesheet, newStylesheet, fontFile, subsetFile].map((file) => basename(file));
  for (const file of listFiles(buildDir).filter((path) => /\.(html|js|json)$/.test(path))) {
    const path = join(buildDir, file);
    const text = readFileSync(path, "utf8");
    const updated = text
      .replaceAll(`/assets/${oldCss}`, `/assets/${newCssName}`)
      .replaceAll(`/assets/${oldFont}`, `/assets/${newFont}`);
    if (updated !== text) writeFileSync(path, updated);
  }
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return (
    `font subset: ${basename(subsetFile)} ${kB(woff2.length)} (${codepoints.length} characters, ` +
    `${glyphs.size} glyphs, weights ${weight.min}-${weight.max}; the full ${kB(readFileSync(join(clientDir, fontFile)).length)} ` +
    `file stays for other characters) in ${seconds} s`
  );
}
