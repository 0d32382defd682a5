// Turns a question into an answer made only of the site's own text: the best passage,
// trimmed at sentence boundaries, with its source and related links; or a hand-off.
import {
  search,
  type AskedOn,
  type IndexPassage,
  type QueryAnalysis,
  type SearchHit,
  type SearchIndex,
} from "./search.ts";
import { normalize, sentences, tokenize } from "./text.ts";

export type SourceLink = { href: string; title: string; section?: string };
export type PassageAnswer = {
  kind: "answer";
  text: string;
  source: SourceLink;
  related: SourceLink[];
  /** The answer states this offer's terms (its price, its call): the panel offers its call beside it. */
  offer?: string;
};
export type Answer = PassageAnswer | { kind: "handoff" } | { kind: "booking" } | { kind: "contact" };

/** Below these the best passage is not a real answer: say so and hand off. */
export const MIN_COVERAGE = 0.5;
export const MIN_SCORE = 1;
/** A passage with every word of the question (idf-weighted coverage, rounding aside). */
const FULL_COVERAGE = 0.999;
/** How far down the ranking an answer may come from, and how close to the best it must score. */
const ANSWER_CANDIDATES = 5;
const CANDIDATE_RATIO = 0.5;
/**
 * A question about the offer's terms (its price, its call, how to start) is answered by the page's
 * offer's own statement of them when it covers the question whole, unless another passage scores
 * five times better: "How much does it cost?" on a healthtech page is the healthtech offer's
 * answer, not an industry's price.
 */
const OWN_TERMS_RATIO = 0.2;
/** How far down the ranking the page's offer's terms are looked for. */
const TERMS_CANDIDATES = 40;
/** Related links must be at least this good compared with the answer. */
const RELATED_RATIO = 0.3;
export const SNIPPET_LENGTH = 300;
const PRICE_SENTENCE_BONUS = 1;

const BOOKING_PATTERNS = [
  /\b(?:book|schedule|arrange|request|set up|get)\s+(?:a|an|one|my|our|the)\s+(?:(?:\d+\s*-?\s*min(?:ute)?s?|quick|free|short|discovery|intro|introductory|strategy|sales)\s+)*(?:call|demo|meeting|consultation|chat)\b/,
  /^(?:book|schedule)(?:\s+a)?\s+(?:call|demo|meeting)s?$/,
  /\b(?:talk|speak)\s+(?:to|with)\s+(?:a\s+|an\s+)?(?:human|person|someone|somebody|sales|salesperson|expert|your team|the team|you)\b/,
];

const CONTACT_PATTERNS = [
  /\b(?:phone|telephone|whatsapp) number\b/,
  /\b(?:email|e-mail|mail) address\b/,
  /\bhow (?:can|do|could|should) (?:i|we) (?:contact|reach|email|e-mail|get in touch with)\b/,
  /\b(?:contact|reach) (?:you|your team|the team|someone|sales|support)\b/,
  /\bget in touch\b/,
];

// Questions about who is behind the company and when its office is open. The site names no
// founder, owner or staff (PRODUCT.md: no invented people) and states no hours, but it uses the
// same words in another sense ("owns the strategy", "startup founders", "outside office hours"),
// so a passage would otherwise answer them by accident: they are handed off.
const NOT_ON_THE_SITE_PATTERNS = [
  // "Who founded Mamut?"; "who runs ..." only of the company itself ("Who runs the outreach?" is asked of the site).
  /\bwho (?:owns|founded|co-founded|started) (?:the company|your company|you|it|[a-z0-9]+)$/,
  /\bwho (?:runs|leads|manages) (?:the company|your company|the business|you)$/,
  /\bwho (?:is|are|was|were) (?:the |your |its )?(?:founders?|co-?founders?|owners?|ceo|cto|coo|management|leadership|team behind|people behind)\b/,
  /\b(?:what|which) (?:are|is) (?:your|the) (?:office|opening|business|working) hours\b/,
  /\bwhen (?:are you|is your office|is the office) open\b/,
];

/**
 * True when the visitor asks who owns or runs the company, or when it is open: the site does
 * not say (see NOT_ON_THE_SITE_PATTERNS).
 */
export function isAboutWhatTheSiteDoesNotSay(query: string) {
  return matchesAny(query, NOT_ON_THE_SITE_PATTERNS);
}

// How to reach the data protection officer or the privacy team is the privacy policy's answer,
// not the sales team's address.
const PRIVACY_PATTERN = /\b(?:privacy|data protection|dpos?|gdpr|personal (?:data|information))\b/;

/** True when the visitor asks how to reach the team (not the privacy policy's contacts). */
export function isContactRequest(query: string) {
  return matchesAny(query, CONTACT_PATTERNS) && !matchesAny(query, [PRIVACY_PATTERN]);
}

/** True when the visitor asks to book a call rather than asks a question. */
export function isBookingRequest(query: string) {
  return matchesAny(query, BOOKING_PATTERNS);
}

/** True when the query, lower-cased with punctuation as spaces, matches one of the patterns. */
function matchesAny(query: string, patterns: readonly RegExp[]) {
  const text = normalize(query)
    .replace(/[^a-z0-9 -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return patterns.some((pattern) => pattern.test(text));
}

/**
 * The passage's most relevant sentences, from a sentence start, at most `max` characters:
 * from the sentence that states the figure asked for (`figure`, an index in sentences(text)),
 * otherwise from the one that shares most with the question.
 */
export function snippet(text: string, analysis: QueryAnalysis, max = SNIPPET_LENGTH, figure = -1) {
  if (text.length <= max) return text;
  const parts = sentences(text);
  const bestIndex = figure >= 0 ? figure : mostRelevant(parts, analysis);
  let result = parts[bestIndex] ?? "";
  for (let next = bestIndex + 1; next < parts.length; next += 1) {
    const candidate = `${result} ${parts[next]}`;
    if (candidate.length > max) break;
    result = candidate;
  }
  if (result.length <= max) return result;
  const cut = result.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:]+$/, "")}\u2026`;
}

/** The index of the sentence that shares most with the question (a price question: one with a price). */
function mostRelevant(parts: string[], analysis: QueryAnalysis) {
  let bestIndex = 0;
  let bestScore = -1;
  parts.forEach((sentence, index) => {
    const terms = new Set(tokenize(sentence));
    let score = 0;
    for (const concept of analysis.concepts) {
      // The visitor's own word counts more than its synonym ("DPO" over "data-protection").
      const matched = concept.variants.filter((variant) => terms.has(variant.term));
      if (matched.length) score += concept.weight * Math.max(...matched.map((variant) => variant.weight));
    }
    // A price breaks ties for a price question; the question's own words still come first
    // ("lower customer acquisition cost" is a percentage, not the monthly price beside it).
    if (analysis.price && /\$\d/.test(sentence)) score += PRICE_SENTENCE_BONUS;
    if (score > bestScore) {
      bestScore = score;
      bestIndex = index;
    }
  });
  return bestIndex;
}

export function sourceLink(index: SearchIndex, passageIndex: number): SourceLink {
  const passage = index.data.passages[passageIndex];
  const page = passage ? index.data.pages[passage.page] : undefined;
  if (!passage || !page) return { href: "/", title: "Home" };
  const href = passage.anchor ? `${page.path}#${passage.anchor}` : page.path;
  return passage.heading && passage.heading !== page.title
    ? { href, title: page.title, section: passage.heading }
    : { href, title: page.title };
}

/**
 * A passage that has only part of the question, or the one word a short question gives, answers
 * it only when it is about one of the question's words: they are in its heading or its page's
 * title. Otherwise it mentions them in passing ("out-of-office replies" for "Where is your
 * office?", "every other client on the agency's roster" for "a list of your clients").
 */
function isPassingMention(index: SearchIndex, passage: IndexPassage, analysis: QueryAnalysis, coverage: number) {
  if (coverage >= FULL_COVERAGE && analysis.concepts.length > 1) return false;
  // Whole words only: "performance-based" is not about where anyone is based.
  const about = new Set(
    tokenize(`${passage.heading} ${passage.parent ?? ""} ${index.data.pages[passage.page]?.title ?? ""}`, {
      parts: false,
    }),
  );
  return !analysis.concepts.some((concept) => concept.variants.some((variant) => about.has(variant.term)));
}

/**
 * True when the hit is an answer, not a guess: it covers enough of the question, states the
 * number a "how many" question asks for ("How many employees?" finds none: the site does not
 * say) and is about the question rather than mentioning it in passing.
 */
function answers(index: SearchIndex, hit: SearchHit, analysis: QueryAnalysis) {
  const passage = index.data.passages[hit.passage];
  if (!passage || hit.coverage < MIN_COVERAGE || hit.score < MIN_SCORE) return false;
  if (analysis.count.length > 0 && hit.figure < 0) return false;
  return !isPassingMention(index, passage, analysis, hit.coverage);
}

/**
 * Answers a visitor's question from the index, for the page it is asked on: there the page's
 * offer's price and call answer, never the other offer's.
 */
export function answerQuestion(index: SearchIndex, query: string, askedOn: AskedOn = {}): Answer {
  if (isBookingRequest(query)) return { kind: "booking" };
  if (isContactRequest(query)) return { kind: "contact" };
  if (isAboutWhatTheSiteDoesNotSay(query)) return { kind: "handoff" };
  const { hits, analysis } = search(index, query, TERMS_CANDIDATES, askedOn);
  const best = hits[0]?.score ?? 0;
  const offerOf = (hit: SearchHit) => {
    const passage = index.data.passages[hit.passage];
    return passage?.terms ? index.data.pages[passage.page]?.offer : undefined;
  };
  const ownTerms = hits.find(
    (hit) =>
      analysis.terms &&
      askedOn.offer !== undefined &&
      offerOf(hit) === askedOn.offer &&
      hit.coverage >= FULL_COVERAGE &&
      hit.score >= best * OWN_TERMS_RATIO &&
      answers(index, hit, analysis),
  );
  // Otherwise the best passage that answers; when the best only mentions the question in passing, a
  // close second that is about it ("Start with a pilot" rather than "the co-pilot" for "pilot").
  const top =
    ownTerms ??
    hits
      .slice(0, ANSWER_CANDIDATES)
      .find((hit) => hit.score >= best * CANDIDATE_RATIO && answers(index, hit, analysis));
  const passage = top && index.data.passages[top.passage];
  if (!top || !passage) return { kind: "handoff" };

  const source = sourceLink(index, top.passage);
  const offer = offerOf(top);
  const pagePath = (link: SourceLink) => link.href.split("#")[0];
  const related: SourceLink[] = [];
  for (const hit of hits) {
    if (hit === top) continue;
    if (related.length === 2) break;
    // Beside an offer's terms, further reading is another page of the same offer that answers the
    // whole question (an industry's price), not another statement of terms or a passing match.
    const hitPage = index.data.pages[index.data.passages[hit.passage]?.page ?? -1];
    if (offer && (offerOf(hit) || hitPage?.offer !== offer || hit.coverage < FULL_COVERAGE)) continue;
    // Related pages answer the question too; a passing mention is no more a link than an answer.
    if (hit.score < top.score * RELATED_RATIO || !answers(index, hit, analysis)) continue;
    const link = sourceLink(index, hit.passage);
    const path = pagePath(link);
    if (path === pagePath(source) || related.some((other) => pagePath(other) === path)) continue;
    related.push(link);
  }
  const text = snippet(passage.text, analysis, SNIPPET_LENGTH, top.figure);
  return { kind: "answer", text, source, related, ...(offer ? { offer } : {}) };
}
