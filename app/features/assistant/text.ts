// Erasable TypeScript only, so the benchmark script can import it in Node
// without a build step. Tokenising, stemming and edit distance for the assistant's search.

const STOP_WORDS = new Set(
  (
    "a an the and or but if then else of to in on at for with by from as is are was were be been being am " +
    "do does did doing have has had having i me my mine we us our ours you your yours he she it its they them " +
    "their this that these those there here what whats which who whom whose when where why how can could would " +
    "should will shall may might must about into onto over than so too very just also any some all get gets got " +
    "give tell know like one im ive id youre dont doesnt isnt please hi hello hey thanks thank much many " +
    "really actually exactly kind sort way thing things per expect explain describe wonder wondering " +
    "curious want wants wanted let lets take takes"
  ).split(" "),
);

/** Lowercases, folds accents and apostrophes ("what's" -> "whats"). */
export function normalize(text: string) {
  const lower = text.toLowerCase();
  // Most text is ASCII; decomposing accents only where there are any keeps indexing fast.
  const folded = /[^ -~\s]/.test(lower) ? lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") : lower;
  return folded.replace(/['\u2019`]/g, "");
}

/**
 * A light English stemmer: plurals, -ing, -ed, -ly and a final -e, so that
 * "pricing", "priced" and "price" meet, as do "meetings" and "meeting".
 */
export function stem(word: string) {
  let w = word;
  if (w.length <= 3 || /^\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && !w.endsWith("eed") && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undouble(w: string) {
  return /([^aeiouslz])\1$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * Words of a text without stemming or stop-word removal, each marked when it is only a part of a
 * hyphenated word. A hyphenated word gives its parts and its joined form, so "in-house" matches
 * "inhouse" and "in house", while "pilot" alone can tell a pilot from a co-pilot.
 */
export function wordParts(text: string): Array<{ word: string; part: boolean }> {
  const out: Array<{ word: string; part: boolean }> = [];
  for (const raw of normalize(text).split(/[^a-z0-9-]+/)) {
    const token = raw.replace(/^-+|-+$/g, "");
    if (!token) continue;
    if (!token.includes("-")) {
      out.push({ word: token, part: false });
      continue;
    }
    const parts = token.split("-").filter(Boolean);
    for (const part of parts) out.push({ word: part, part: true });
    out.push({ word: parts.join(""), part: false });
  }
  return out;
}

/** Words of a text, hyphenated words' parts included. */
export function words(text: string): string[] {
  return wordParts(text).map((item) => item.word);
}

/** The search term of one word: its stem, or "" for stop words and single letters (numbers count). */
export function termOf(word: string) {
  if (STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) return "";
  return stem(word);
}

/**
 * Search terms of a text: words minus stop words, stemmed.
 * @param options parts: false leaves out the parts of hyphenated words
 */
export function tokenize(text: string, { parts = true }: { parts?: boolean } = {}): string[] {
  return wordParts(text)
    .filter((item) => parts || !item.part)
    .map((item) => termOf(item.word))
    .filter(Boolean);
}

/** True when two strings are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string) {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  const [short, long] = la <= lb ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < short.length && j < long.length) {
    if (short[i] === long[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (short.length === long.length) i += 1;
    j += 1;
  }
  return edits + (long.length - j) + (short.length - i) <= 1;
}

/** Splits plain text into sentences (keeps "$8K." and "e.g." inside their sentence). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'(\u201c]?[A-Z0-9$])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
