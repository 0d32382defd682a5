// HarfBuzz (compiled to WebAssembly, shipped in the harfbuzzjs package) for the site's font subset:
// shaping tells which glyphs the site's text turns into, with the font's own substitutions
// (Inter's contextual alternates raise a hyphen between digits, make "3x" a multiplication sign,
// swap in tabular digits); hb-subset keeps exactly those glyphs and the features that choose them.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Blob, Buffer as HbBuffer, Face, Feature, Font, shape, Variation } from "harfbuzzjs";

const require = createRequire(import.meta.url);

/** A TrueType font's bytes (the subset works on TrueType; woff2 is converted on each side). */
export type FontBytes = Uint8Array;

/**
 * The text and how it is set: `runs` with the default features, `tabular` (numbers a page may set
 * with tabular digits) with those features on too, each at every weight.
 */
export type SiteText = { runs: Iterable<string>; tabular: Iterable<string>; tabularFeatures: string[]; weights: number[] };

/** The glyph ids the font draws the text with, after its substitutions. */
export function shapedGlyphs(font: FontBytes, text: SiteText) {
  const face = new Face(new Blob(font));
  const hbFont = new Font(face);
  // Which glyph a substitution picks depends on the weight only through the GSUB table's feature
  // variations (Inter has none): without them, one weight shows every glyph.
  const weights = hasFeatureVariations(face) ? text.weights : text.weights.slice(0, 1);
  const tabular = text.tabularFeatures.map((tag) => new Feature(tag, 1));
  const passes: Array<[string[], Feature[]]> = [
    [[...text.runs], []],
    [[...text.tabular], tabular],
  ];
  const glyphs = new Set<number>();
  for (const weight of weights) {
    hbFont.setVariations([new Variation("wght", weight)]);
    for (const [runs, features] of passes)
      for (const run of runs) for (const glyph of shapeRun(hbFont, run, features)) glyphs.add(glyph.id);
  }
  return glyphs;
}

/** Whether the font swaps substitutions by axis position (GSUB 1.1 with a FeatureVariations offset). */
function hasFeatureVariations(face: Face): boolean {
  const gsub = face.referenceTable("GSUB");
  if (!gsub || gsub.byteLength < 14) return false;
  const view = new DataView(gsub.buffer, gsub.byteOffset, gsub.byteLength);
  return view.getUint16(2) >= 1 && view.getUint32(10) !== 0;
}

export type ShapedGlyph = { id: number; advance: number; xOffset: number; yOffset: number };

/** One run of text as the font shapes it: glyph ids and positions in font units. */
export function shapeRun(font: Font, text: string, features: Feature[] = []): ShapedGlyph[] {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer, features);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return infos.map((info, index) => ({
    id: info.codepoint,
    advance: positions[index]?.xAdvance ?? 0,
    xOffset: positions[index]?.xOffset ?? 0,
    yOffset: positions[index]?.yOffset ?? 0,
  }));
}

/**
 * Compares how two fonts draw text (the tests: the subset must draw the site's text exactly as the
 * full font does). Outlines are compared in font units (2048 to the em): narrowing the weight axis
 * re-encodes its deltas, which may move a point by a tenth of a unit (a thousandth of a pixel at
 * 16 px), so points within half a unit are the same point.
 */
export function drawingComparer(full: FontBytes, subset: FontBytes) {
  const fonts = [full, subset].map((bytes) => new Font(new Face(new Blob(bytes))));
  const paths = new Map<string, number[]>();
  let weight = Number.NaN;
  const outline = (which: number, id: number) => {
    const key = `${which}:${weight}:${id}`;
    let numbers = paths.get(key);
    if (!numbers) {
      const path = fonts[which]?.glyphToPath(id) ?? "";
      // Commands and numbers: the commands must match exactly, the numbers within half a unit.
      numbers = [...path.replace(/[-\d.]+/g, "")].map((command) => -command.charCodeAt(0) - 1e6);
      numbers.push(...(path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number));
      paths.set(key, numbers);
    }
    return numbers;
  };
  return {
    /** Sets both fonts to a weight. */
    setWeight(value: number) {
      weight = value;
      for (const font of fonts) font.setVariations([new Variation("wght", value)]);
    },
    /** Where the subset draws a run otherwise than the full font: another glyph, position or outline. */
    differences(run: string, features: Feature[] = []): string[] {
      const [expected, actual] = fonts.map((font) => shapeRun(font, run, features));
      if (!expected || !actual || expected.length !== actual.length)
        return [`"${run}" at ${weight}: ${actual?.length} glyphs, not ${expected?.length}`];
      return expected.flatMap((glyph, index) => {
        const other = actual[index];
        const [a, b] = [outline(0, glyph.id), outline(1, other?.id ?? 0)];
        const same =
          other !== undefined &&
          glyph.advance === other.advance &&
          glyph.xOffset === other.xOffset &&
          glyph.yOffset === other.yOffset &&
          a.length === b.length &&
          a.every((value, at) => Math.abs(value - (b[at] ?? Number.NaN)) <= 0.5);
        return same ? [] : [`"${run}" at ${weight}: glyph ${index} differs`];
      });
    },
  };
}

/** The characters a font maps to glyphs. */
export function fontCodepoints(font: FontBytes): Set<number> {
  return new Set(new Face(new Blob(font)).collectUnicodes());
}

export type SubsetOptions = {
  /** Characters to map (cmap); their glyphs are kept. */
  codepoints: Iterable<number>;
  /** Further glyphs to keep: those the features substitute in (from shapedGlyphs). */
  glyphs: Iterable<number>;
  /** The layout features kept; the others, and every glyph only they reach, go. */
  features: string[];
  /** The weight axis narrowed to the weights used: still variable between them. */
  weight: { min: number; max: number };
};

// The hb-subset entry points used here, as the WebAssembly module exports them.
type SubsetExports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set_axis_range(input: number, face: number, tag: number, min: number, max: number, def: number): number;
  hb_subset_or_fail(face: number, input: number): number;
};

const SETS = { glyphs: 0, unicodes: 1, dropTables: 3, layoutFeatures: 6 };
/**
 * Tables no browser reads to draw text, dropped besides hb-subset's own list: STAT names the
 * styles for font menus.
 */
const UNREAD_TABLES = ["STAT", "HVAR"];
const MEMORY_MODE_WRITABLE = 2;
/** Keep the glyphs asked for and no more: no glyph is added because a feature could reach it. */
const FLAG_NO_LAYOUT_CLOSURE = 0x200;

let subsetter: Promise<SubsetExports> | undefined;
function loadSubsetter(): Promise<SubsetExports> {
  return (subsetter ??= (async () => {
    const wasm = await readFile(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })());
}

function tag(name: string): number {
  return [...name].reduce((value, char) => ((value << 8) | char.charCodeAt(0)) >>> 0, 0);
}

/** A TrueType subset of `font`: the characters, glyphs and features asked for, the weight range narrowed. */
export async function subsetFont(font: FontBytes, options: SubsetOptions): Promise<FontBytes> {
  const hb = await loadSubsetter();
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error("hb-subset could not start (out of memory)");
  const data = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const add = (which: number, values: Iterable<number>) => {
      const set = hb.hb_subset_input_set(input, which);
      hb.hb_set_clear(set);
      for (const value of values) hb.hb_set_add(set, value);
    };
    add(SETS.unicodes, options.codepoints);
    add(SETS.glyphs, [0, ...options.glyphs]);
    add(SETS.layoutFeatures, options.features.map(tag));
    const dropTables = hb.hb_subset_input_set(input, SETS.dropTables);
    for (const table of UNREAD_TABLES) hb.hb_set_add(dropTables, tag(table));
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | FLAG_NO_LAYOUT_CLOSURE);
    const { min, max } = options.weight;
    if (!hb.hb_subset_input_set_axis_range(input, face, tag("wght"), min, max, Number.NaN))
      throw new Error(`The font has no weight axis that covers ${min}-${max}`);
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error("hb-subset failed on the font (is it a TrueType font?)");
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    if (bytes.length === 0) throw new Error("hb-subset returned an empty font");
    return withMetricsOf(font, bytes);
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}

/** A table's place in a TrueType font: its directory entry, start and length. */
function findTable(font: Uint8Array, name: string) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const entry = 12 + index * 16;
    if (String.fromCharCode(...font.subarray(entry, entry + 4)) === name)
      return { view, entry, offset: view.getUint32(entry + 8), length: view.getUint32(entry + 12) };
  }
  return undefined;
}

function checksum(view: DataView, offset: number, length: number): number {
  let sum = 0;
  for (let at = offset; at < offset + length; at += 4)
    for (let byte = 0; byte < 4; byte += 1) sum = (sum + ((at + byte < view.byteLength ? view.getUint8(at + byte) : 0) << (8 * (3 - byte)))) >>> 0;
  return sum;
}

/**
 * The subset with the full font's average character width (OS/2 xAvgCharWidth) and bounding box
 * (head xMin, yMin, xMax, yMax), which hb-subset works out again from the glyphs it keeps. A
 * browser sizes a text field without a set width by both (`size` average characters, plus the
 * widest glyph less the average): the newsletter field was 40 px narrower with the subset's own.
 */
function withMetricsOf(full: FontBytes, subset: FontBytes): FontBytes {
  const copy = (table: string, fields: number[]) => {
    const from = findTable(full, table);
    const to = findTable(subset, table);
    if (!from || !to) return undefined;
    for (const field of fields) to.view.setInt16(to.offset + field, from.view.getInt16(from.offset + field));
    return to;
  };
  const os2 = copy("OS/2", [2]);
  const head = copy("head", [36, 38, 40, 42]);
  if (os2) os2.view.setUint32(os2.entry + 4, checksum(os2.view, os2.offset, os2.length));
  if (head) {
    // A table's checksum counts the head's checkSumAdjustment as 0; that field then makes the
    // whole file sum to 0xB1B0AFBA.
    head.view.setUint32(head.offset + 8, 0);
    head.view.setUint32(head.entry + 4, checksum(head.view, head.offset, head.length));
    head.view.setUint32(head.offset + 8, (0xb1b0afba - checksum(head.view, 0, subset.byteLength)) >>> 0);
  }
  return subset;
}
