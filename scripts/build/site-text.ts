// The text the site shows, read from the client build: what the font subset must draw exactly as
// the full font does (scripts/build/site-font.ts). PDFs are printed from the same pages.

/** Elements whose content is not text a visitor reads (scripts, styles, icons). */
const NOT_TEXT = /<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
/** A form field's tag, and the attributes of it a browser draws in the page's font. */
const FIELD = /<(?:input|button|textarea|select|option)\b[^>]*>/gi;
const DRAWN_ATTRIBUTES = /\s(?:placeholder|value)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * A page's text, as runs a browser shapes apart: each text node (an element's bounds start a new
 * run wherever the style changes), and what form fields draw (placeholders, button values).
 */
export function htmlTextRuns(html: string): string[] {
  const runs: string[] = [];
  const body = html.replace(/<!--[\s\S]*?-->/g, "").replace(NOT_TEXT, "");
  for (const [field] of body.matchAll(FIELD)) {
    if (/\stype="hidden"/i.test(field)) continue;
    for (const [, value] of field.matchAll(DRAWN_ATTRIBUTES)) runs.push(decodeEntities(value ?? ""));
  }
  // The head's title and metadata are drawn by the browser and by other sites, not in this font.
  for (const text of body.replace(/<head\b[\s\S]*?<\/head\s*>/i, "").split(/<[^>]*>/)) runs.push(decodeEntities(text));
  return runs.map((run) => run.replace(/\s+/g, " ").trim()).filter((run) => run !== "");
}

/**
 * The sentences a script can put on a page (the assistant's answers and labels, an island's
 * messages): its string literals that read as words, not as code (selectors, attribute names).
 */
const PROSE = /\p{L}{2,}[ \u00a0]\p{L}{2,}/u;
/** Characters of code, not of sentences: a literal with one is a selector, a pattern or minified code. */
const CODE = /[`{}[\]<>|\\^_#~=;]/;

export function scriptTextRuns(code: string): string[] {
  const runs: string[] = [];
  for (const [, double, single, template] of code.matchAll(
    /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g,
  )) {
    const literal = unescapeLiteral(double ?? single ?? template ?? "");
    for (const piece of literal.split(/\$\{[^}]*\}/))
      if (PROSE.test(piece) && !CODE.test(piece)) runs.push(piece.trim());
  }
  return runs;
}

/** Every string value of a JSON document (the assistant's index of passages). */
export function jsonTextRuns(json: string): string[] {
  const runs: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") runs.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(JSON.parse(json));
  return runs;
}

function unescapeLiteral(literal: string): string {
  return literal.replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|.)/gi, (_, escape: string) => {
    if (/^u\{/i.test(escape)) return String.fromCodePoint(Number.parseInt(escape.slice(2, -1), 16));
    if (/^[ux]/i.test(escape) && escape.length > 1) return String.fromCodePoint(Number.parseInt(escape.slice(1), 16));
    return escape === "n" ? "\n" : escape;
  });
}

/** The numbers in the runs, with what surrounds them (`$45K-$72K`, `4-6`): the text tabular digits can be asked for. */
export function numberRuns(runs: Iterable<string>): string[] {
  return [...runs].flatMap((run) => run.match(/[$€£]?\d[\d.,:%x×+\-–/ ]*/g) ?? []);
}

/**
 * Each character of the text between digits, capitals and small letters: the contexts Inter's
 * contextual alternates look at (a hyphen between digits, "x" after a digit, a colon between
 * capitals). A number the calculator works out or a word typed later meets the same glyphs.
 */
export function contextRuns(characters: Iterable<string>): string[] {
  return [...characters].flatMap((char) => [`1${char}1`, `H${char}H`, `n${char}n`, `1${char}`, `H${char}`]);
}

/**
 * The weights the stylesheet sets text in: every numeric `font-weight` outside `@font-face`
 * (and the theme's `--font-weight-*`), and 900 when `bolder` can reach it.
 */
export function cssFontWeights(css: string): number[] {
  const withoutFaces = css.replace(/@font-face\s*\{[^}]*\}/g, "");
  const weights = new Set<number>([400]);
  for (const [, value] of withoutFaces.matchAll(/(?:font-weight|--font-weight-[\w-]+)\s*:\s*([^;}]+)/g)) {
    const text = (value ?? "").trim();
    if (/^\d+$/.test(text)) weights.add(Number(text));
    else if (text === "bold") weights.add(700);
    else if (text === "bolder") weights.add(900);
  }
  return [...weights].sort((a, b) => a - b);
}
