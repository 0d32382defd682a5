import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import { Blob, Face, Feature } from "harfbuzzjs";
import { describe, expect, test } from "vitest";
import { drawingComparer, fontCodepoints, shapedGlyphs, subsetFont, type FontBytes } from "./font-harfbuzz.ts";
import { fontFaces, KEPT_FEATURES, rangeCovers, toUnicodeRange } from "./site-font.ts";
import { contextRuns, cssFontWeights, htmlTextRuns, numberRuns, scriptTextRuns } from "./site-text.ts";

const require = createRequire(import.meta.url);
const INTER = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

describe("unicode ranges", () => {
  test("toUnicodeRange joins consecutive characters and rangeCovers reads it back", () => {
    const codepoints = [..."abcdexyz-©"].map((char) => char.codePointAt(0) ?? 0);
    const range = toUnicodeRange(codepoints);
    expect(range).toBe("U+2D,U+61-65,U+78-7A,U+A9");
    for (let codepoint = 0; codepoint < 0x300; codepoint += 1)
      expect(rangeCovers(range, codepoint), String.fromCodePoint(codepoint)).toBe(codepoints.includes(codepoint));
  });

  test("rangeCovers reads the wildcard form Vite writes (U+??)", () => {
    expect(rangeCovers("U+??,U+131", 0x41)).toBe(true);
    expect(rangeCovers("U+??,U+131", 0x131)).toBe(true);
    expect(rangeCovers("U+??,U+131", 0x100)).toBe(false);
  });
});

test("fontFaces reads each @font-face's file and characters", () => {
  const css = `a{color:red}@font-face{font-family:Inter Variable;src:url(/assets/a.woff2)format("woff2-variations");unicode-range:U+??}@font-face{src:url("/assets/b.woff2")}`;
  expect(fontFaces(css).map(({ url, unicodeRange }) => ({ url, unicodeRange }))).toEqual([
    { url: "/assets/a.woff2", unicodeRange: "U+??" },
    { url: "/assets/b.woff2", unicodeRange: "U+0-10FFFF" },
  ]);
});

test("cssFontWeights takes the weights text is set in, not the font's declared range, and 900 for bolder", () => {
  const css =
    "@font-face{font-weight:100 900}:root{--font-weight-medium:500}.a{font-weight:600}b{font-weight:bolder}.c{font-weight:var(--x)}";
  expect(cssFontWeights(css)).toEqual([400, 500, 600, 900]);
});

describe("site text", () => {
  test("a page's runs are its text nodes and drawn field values, not its head, scripts, icons or hidden fields", () => {
    const html = `<html><head><title>Title — site</title><meta name="description" content="Ünseen"></head><body>
      <h1>Pipeline in 4&#x2013;6 weeks</h1><p>Costs &amp; <strong>“savings”</strong>&nbsp;now</p>
      <script>const x = "Ωmega";</script><style>.a::after{content:"¶"}</style><svg><title>Ψ icon</title></svg>
      <input type="hidden" name="t" value="v1.Zq_"><input placeholder="Jane Doe"><button value="Send it">Send</button>
      <!-- a comment with Ж --></body></html>`;
    expect(htmlTextRuns(html).sort()).toEqual(
      ["Pipeline in 4–6 weeks", "Costs &", "“savings”", "now", "Jane Doe", "Send it", "Send"].sort(),
    );
  });

  test("a script's runs are its sentences, not its selectors, class lists or code", () => {
    const code = `const a="Ask about pricing",b='[data-island]',c=\`mt-2 \${x?"a":"b"} lg:grid-cols-[auto_1fr]\`,d="Link copied to the clipboard",e="x";`;
    expect(scriptTextRuns(code)).toEqual(["Ask about pricing", "Link copied to the clipboard"]);
  });

  test("numberRuns finds the numbers with their signs and separators", () => {
    expect(numberRuns(["From $45K-$72K a year", "in 4-6 weeks, 3x faster"])).toEqual(["$45", "$72", "4-6 ", "3x "]);
  });
});

describe("the subset of Inter", async () => {
  const full: FontBytes = await fontverter.convert(readFileSync(INTER), "truetype");
  const runs = [
    "Pipeline in 4-6 weeks, 3x faster",
    "From $45K-$72K a year: 50-70% lower",
    "“Outbound” — a B2B-SaaS playbook… © Mamut",
    "RE: 10:30 (EST)",
  ];
  const tabular = [...numberRuns(runs)];
  const characters = new Set(runs.flatMap((run) => [...run]));
  const weights = [400, 600, 900];
  const glyphs = shapedGlyphs(full, {
    runs: [...runs, ...contextRuns(characters)],
    tabular,
    tabularFeatures: ["tnum"],
    weights,
  });
  const codepoints = [...characters].map((char) => char.codePointAt(0) ?? 0);
  const weight = { min: 400, max: 900 };
  const subset = await subsetFont(full, { codepoints, glyphs, features: KEPT_FEATURES, weight });

  /** Where `font` draws a run otherwise than the full font. */
  const differences = (font: FontBytes, weight: number, run: string, features: Feature[] = []) => {
    const comparer = drawingComparer(full, font);
    comparer.setWeight(weight);
    return comparer.differences(run, features);
  };

  test("draws every run, at every weight the site uses, exactly as the full font does (outlines and positions)", () => {
    for (const weight of [...weights, 500, 700, 800])
      for (const run of runs) expect(differences(subset, weight, run)).toEqual([]);
  });

  test("draws the numbers with tabular digits as the full font does", async () => {
    const tnum = [new Feature("tnum", 1)];
    for (const run of tabular) expect(differences(subset, 700, run, tnum)).toEqual([]);
    // Tabular digits are other glyphs: the comparison above would catch their absence.
    const withoutTabular = await subsetFont(full, { codepoints, glyphs, features: ["kern", "calt"], weight });
    expect(differences(withoutTabular, 700, "1", tnum)).not.toEqual([]);
  });

  test("keeps only the text's characters, and is a fraction of the full file", async () => {
    // The characters asked for, and those whose glyphs the contexts added ("1", "H", "n").
    const expected = new Set([...codepoints, ...[..."1Hn"].map((char) => char.codePointAt(0) ?? 0)]);
    expect([...fontCodepoints(subset)].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(fontCodepoints(full).has("ë".codePointAt(0) ?? 0)).toBe(true);
    const woff2 = await fontverter.convert(Buffer.from(subset), "woff2", "truetype");
    expect(woff2.length).toBeLessThan(readFileSync(INTER).length / 3);
  });

  test("keeps the full font's average character width and bounding box, by which a browser sizes a text field", () => {
    const fields = (font: FontBytes) => {
      const face = new Face(new Blob(font));
      const read = (table: string, offsets: number[]) => {
        const bytes = face.referenceTable(table);
        if (!bytes) throw new Error(`no ${table} table`);
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        return offsets.map((offset) => view.getInt16(offset));
      };
      return { averageWidth: read("OS/2", [2]), boundingBox: read("head", [36, 38, 40, 42]) };
    };
    expect(fields(subset)).toEqual(fields(full));
  });

  test("a subset without the glyphs the text's substitutions reach draws it differently (what the check above guards)", async () => {
    const plain = await subsetFont(full, { codepoints, glyphs: [], features: KEPT_FEATURES, weight: { min: 400, max: 900 } });
    expect(differences(plain, 400, runs[0] ?? "")).not.toEqual([]);
  });
});
