// BM25 retrieval over the site's passages, with synonyms and typo tolerance.
// Erasable TypeScript only, so scripts/assistant-bench.ts can import it in Node.
import { figureSentence, figureIntent } from "./figures.ts";
import { PHRASES, PRICE_GROUP, SYNONYM_GROUPS, TERMS_WORDS } from "./synonyms.ts";
import { normalize, stem, termOf, tokenize, withinOneEdit, wordParts } from "./text.ts";

/** `offer`: the offer the page speaks for (content/data/offers.ts). */
export type IndexPage = { path: string; title: string; offer?: string };
export type IndexPassage = {
  page: number;
  anchor?: string;
  heading: string;
  parent?: string;
  text: string;
  boost?: number;
  /**
   * The passage states its page's offer's own terms: its price, its call, how to start, its
   * guarantee. Asked on the other offer's pages, it is left out.
   */
  terms?: boolean;
};
export type AssistantIndex = { version: 1; pages: IndexPage[]; passages: IndexPassage[] };
export type Variant = { term: string; weight: number };
export type Concept = { key: string; variants: Variant[]; weight: number; idf: number; group: number | undefined };
export type QueryAnalysis = {
  concepts: Concept[];
  price: boolean;
  /** What a "how many" question counts. */
  count: string[];
  /** The question asks for a number. */
  figure: boolean;
  /** Every word of the question is about an offer's terms ("How much does it cost?", "How long is the call?"). */
  terms: boolean;
};
/** Where the question is asked: the offer the page speaks for (content/data/offers.ts). */
export type AskedOn = { offer?: string };
export type SearchHit = {
  passage: number;
  score: number;
  coverage: number;
  /** The passage's sentence that states the figure asked for, or -1. */
  figure: number;
};
export type SearchIndex = {
  data: AssistantIndex;
  postings: Map<string, number[]>;
  lengths: Float64Array;
  avgLength: number;
  hasPrice: Uint8Array;
  spellings: Map<string, string>;
  groupsOfTerm: Map<string, number[]>;
  groupTerms: string[][];
  /** The synonym groups an offer's terms are asked in (TERMS_WORDS). */
  termsGroups: Set<number>;
  maxIdf: number;
};

const K1 = 1.2;
const B = 0.75;
/** Where a word appears counts this many times a word of the body. */
const HEADING_WEIGHT = 2.5;
const PARENT_WEIGHT = 1;
const PAGE_TITLE_WEIGHT = 0.5;
/** A part of a hyphenated word counts this much of the word: "pilot" in "co-pilot". */
const PART_WEIGHT = 0.3;
const SYNONYM_WEIGHT = 0.7;
const TYPO_WEIGHT = 0.8;
const TYPO_MIN_LENGTH = 5;
/** A question about prices prefers passages that state one. */
const PRICE_BOOST = 1.6;
/** A question asking for a figure prefers passages with a number next to the words it asks about. */
const FIGURE_BOOST = 1.5;
/** How many of the best passages are read sentence by sentence for that number. */
const FIGURE_CANDIDATES = 20;

/** Builds the in-memory search structures from the prerendered index (a few milliseconds). */
export function createSearchIndex(data: AssistantIndex): SearchIndex {
  /** Per term, flat pairs of passage and weighted frequency: [doc, tf, doc, tf, ...]. */
  const postings = new Map<string, number[]>();
  const lengths = new Float64Array(data.passages.length);
  const hasPrice = new Uint8Array(data.passages.length);
  /** Each word as written, with its term ("" for stop words); words repeat, so stem each once. */
  const termCache = new Map<string, string>();
  data.passages.forEach((passage, index) => {
    const counts = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const { word, part } of wordParts(text)) {
        let term = termCache.get(word);
        if (term === undefined) termCache.set(word, (term = termOf(word)));
        if (!term) continue;
        const counted = part ? weight * PART_WEIGHT : weight;
        counts.set(term, (counts.get(term) ?? 0) + counted);
        lengths[index] = (lengths[index] ?? 0) + counted;
      }
    };
    add(passage.text, 1);
    add(passage.heading, HEADING_WEIGHT);
    if (passage.parent) add(passage.parent, PARENT_WEIGHT);
    add(data.pages[passage.page]?.title ?? "", PAGE_TITLE_WEIGHT);
    hasPrice[index] = /\$\d/.test(passage.text) ? 1 : 0;
    // A dollar figure is a price even where no word says so ("$10.5K-$13.5K a month").
    if (hasPrice[index]) add("price", 1);
    for (const [term, count] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(index, count);
    }
  });

  /** Typo tolerance compares what people type with the words as the site spells them. */
  const spellings = new Map<string, string>();
  for (const [word, term] of termCache) if (term && word.length >= TYPO_MIN_LENGTH - 1) spellings.set(word, term);

  const groupsOfTerm = new Map<string, number[]>();
  const groupTerms = SYNONYM_GROUPS.map((group, groupIndex) => {
    for (const word of group) spellings.set(word, stem(word));
    const terms = [...new Set(group.map((word) => stem(normalize(word))))];
    for (const term of terms) groupsOfTerm.set(term, [...(groupsOfTerm.get(term) ?? []), groupIndex]);
    return terms;
  });

  const count = data.passages.length;
  const avgLength = count ? lengths.reduce((sum, length) => sum + length, 0) / count : 1;
  return {
    data,
    postings,
    lengths,
    avgLength,
    hasPrice,
    spellings,
    groupsOfTerm,
    groupTerms,
    termsGroups: new Set(
      SYNONYM_GROUPS.flatMap((group, groupIndex) =>
        group.some((word) => TERMS_WORDS.includes(word)) ? [groupIndex] : [],
      ),
    ),
    maxIdf: idfOf(count, 0),
  };
}

function idfOf(count: number, documentFrequency: number) {
  return Math.log(1 + (count - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

function idf(index: SearchIndex, term: string) {
  return idfOf(index.data.passages.length, (index.postings.get(term)?.length ?? 0) / 2);
}

/**
 * Stems of the site's words one edit away from a word the site does not use ("prcing").
 * An edit in the last two letters is more often another word than a typo ("founded" is not
 * "founder", "office" is not "officer"), so it does not count.
 */
function corrections(index: SearchIndex, word: string): string[] {
  const found = new Set<string>();
  for (const [spelling, term] of index.spellings) {
    if (withinOneEdit(word, spelling) && sharedPrefix(word, spelling) < Math.max(word.length, spelling.length) - 2)
      found.add(term);
  }
  return [...found];
}

function sharedPrefix(a: string, b: string) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return at;
}

/**
 * The question's words; a hyphenated word the site also writes ("meeting-to-opportunity",
 * "co-pilot") is one word, not its parts as well.
 */
function queryWords(index: SearchIndex, text: string): string[] {
  const items = wordParts(text);
  return items
    .filter((item, at) => {
      if (!item.part) return true;
      const joined = items.slice(at).find((next) => !next.part);
      return !(joined && index.postings.has(termOf(joined.word)));
    })
    .map((item) => item.word);
}

/** Turns a question into concepts: each word with its spelling fixes and synonyms. */
export function analyzeQuery(index: SearchIndex, query: string): QueryAnalysis {
  let text = normalize(query);
  const { count, figure } = figureIntent(text);
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);

  const concepts = new Map<string, Concept>();
  const seen = new Set<string>();
  for (const word of queryWords(index, text)) {
    const [term] = tokenize(word);
    if (term === undefined || seen.has(term)) continue;
    seen.add(term);
    const variants: Variant[] = [{ term, weight: 1 }];
    let groups = index.groupsOfTerm.get(term) ?? [];
    if (!index.postings.has(term) && groups.length === 0 && word.length >= TYPO_MIN_LENGTH) {
      for (const fixed of corrections(index, word)) {
        variants.push({ term: fixed, weight: TYPO_WEIGHT });
        groups = [...groups, ...(index.groupsOfTerm.get(fixed) ?? [])];
      }
    }
    const group = groups[0];
    for (const groupIndex of new Set(groups)) {
      for (const synonym of index.groupTerms[groupIndex] ?? []) {
        if (!variants.some((variant) => variant.term === synonym))
          variants.push({ term: synonym, weight: SYNONYM_WEIGHT });
      }
    }
    const key = group === undefined ? `t:${term}` : `g:${group}`;
    const existing = concepts.get(key);
    if (existing) {
      for (const variant of variants) {
        const same = existing.variants.find((v) => v.term === variant.term);
        if (!same) existing.variants.push(variant);
        else same.weight = Math.max(same.weight, variant.weight);
      }
    } else {
      concepts.set(key, { key, variants, weight: 0, idf: 0, group });
    }
  }

  for (const concept of concepts.values()) {
    const own = concept.variants.filter((variant) => variant.weight === 1 && index.postings.has(variant.term));
    const present = own.length ? own : concept.variants.filter((variant) => index.postings.has(variant.term));
    // Synonyms score with the visitor's own word's rarity, so a rare synonym cannot outrank it.
    concept.idf = present.length ? Math.max(...present.map((variant) => idf(index, variant.term))) : 0;
    // A word the site never uses weighs like the rarest word, so it pulls coverage down.
    concept.weight = present.length ? concept.idf : index.maxIdf;
  }
  const list = [...concepts.values()];
  return {
    concepts: list,
    price: list.some((concept) => concept.group === PRICE_GROUP),
    count,
    figure,
    terms:
      list.length > 0 && list.every((concept) => concept.group !== undefined && index.termsGroups.has(concept.group)),
  };
}

/**
 * The terms a number must stand next to for a figure question: what a "how many" question
 * counts, otherwise any of the question's words.
 */
export function figureTerms(analysis: QueryAnalysis): Set<string> {
  if (analysis.count.length) return new Set(analysis.count);
  return new Set(analysis.concepts.flatMap((concept) => concept.variants.map((variant) => variant.term)));
}

/**
 * Ranks passages for a question: BM25 per concept (best variant), scaled by how much
 * of the question a passage covers, its boost, and price figures for price questions. Asked on
 * one offer's page, the other offer's terms (its price, its call) are left out.
 */
export function search(
  index: SearchIndex,
  query: string,
  limit = 8,
  askedOn: AskedOn = {},
): { hits: SearchHit[]; analysis: QueryAnalysis } {
  const analysis = analyzeQuery(index, query);
  const count = index.data.passages.length;
  const scores = new Float64Array(count);
  const covered = new Float64Array(count);
  const best = new Float64Array(count);
  const touched: number[] = [];
  let total = 0;
  for (const concept of analysis.concepts) {
    total += concept.weight;
    touched.length = 0;
    for (const { term, weight } of concept.variants) {
      const list = index.postings.get(term);
      if (!list) continue;
      for (let at = 0; at < list.length; at += 2) {
        const doc = list[at] ?? 0;
        const tf = list[at + 1] ?? 0;
        const norm = K1 * (1 - B + (B * (index.lengths[doc] ?? 0)) / index.avgLength);
        const score = (weight * concept.idf * tf * (K1 + 1)) / (tf + norm);
        if ((best[doc] ?? 0) === 0) touched.push(doc);
        if (score > (best[doc] ?? 0)) best[doc] = score;
      }
    }
    for (const doc of touched) {
      scores[doc] = (scores[doc] ?? 0) + (best[doc] ?? 0);
      covered[doc] = (covered[doc] ?? 0) + concept.weight;
      best[doc] = 0;
    }
  }

  const hits: SearchHit[] = [];
  for (let doc = 0; doc < count; doc += 1) {
    const base = scores[doc] ?? 0;
    if (base <= 0) continue;
    const coverage = total ? (covered[doc] ?? 0) / total : 0;
    const passage = index.data.passages[doc];
    // One offer's price or call is never the answer on the other offer's page.
    if (passage?.terms && askedOn.offer && index.data.pages[passage.page]?.offer !== askedOn.offer) continue;
    const priceBoost = analysis.price && index.hasPrice[doc] ? PRICE_BOOST : 1;
    const score = base * (0.4 + 0.6 * coverage) * (passage?.boost ?? 1) * priceBoost;
    hits.push({ passage: doc, score, coverage, figure: -1 });
  }
  const byScore = (a: SearchHit, b: SearchHit) => b.score - a.score || a.passage - b.passage;
  hits.sort(byScore);
  if (analysis.figure) {
    // Reading sentences is slower than scoring, so only the best candidates are read.
    const terms = figureTerms(analysis);
    for (const hit of hits.slice(0, FIGURE_CANDIDATES)) {
      hit.figure = figureSentence(index.data.passages[hit.passage]?.text ?? "", terms, analysis.count.length > 0);
      if (hit.figure >= 0) hit.score *= FIGURE_BOOST;
    }
    hits.sort(byScore);
  }
  return { hits: hits.slice(0, limit), analysis };
}
