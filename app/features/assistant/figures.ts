// Questions that ask for a figure ("how many episodes?", "what is the target for show rate?")
// and the evidence a passage gives one: a number next to the words the question asks about.
// Erasable TypeScript, like the rest of the search, so Node can import it.
import { sentences, termOf, words } from "./text.ts";

export type FigureIntent = {
  /** The terms of what a "how many" question counts ("episodes"), empty otherwise. */
  count: string[];
  /** The question asks for a number of any kind (a count, a target, a rate, a duration). */
  figure: boolean;
};

/** A number stands next to a word when at most this many words separate them. */
export const NEAR = 3;

const COUNT = /\b(?:how many|number of)\s+((?:[a-z0-9-]+\s*){1,4})/;
const FIGURE =
  /\b(?:how (?:many|much|long|fast|quick|quickly|soon|often|big|large)|number of|what(?:s| is| are| was| were) (?:the|your|a|an) (?:target|rate|goal|number|percentage|share|size|total|ratio|benchmark)s?)\b/;

/** @param text the question, normalized (lower case, no accents) */
export function figureIntent(text: string): FigureIntent {
  const match = COUNT.exec(text);
  const count: string[] = [];
  if (match) {
    // What is counted: the words after "how many" up to the first stop word ("episodes", "podcast episodes").
    for (const word of words(match[1] ?? "")) {
      const term = termOf(word);
      if (!term) break;
      count.push(term);
    }
  }
  return { count, figure: count.length > 0 || FIGURE.test(text) };
}

/**
 * True when a number stands next to one of the terms in the sentence. For a count the number
 * must count the term: before it ("40 sample episodes") or right after it ("Replies: 800"),
 * not a number that merely follows ("leads within 2-3 weeks").
 */
export function statesFigure(sentence: string, terms: ReadonlySet<string>, count: boolean) {
  const numbers: number[] = [];
  const mentions: number[] = [];
  words(sentence).forEach((token, at) => {
    if (/^\d/.test(token)) numbers.push(at);
    else if (terms.has(termOf(token))) mentions.push(at);
  });
  return numbers.some((n) =>
    mentions.some((m) => (count ? (m > n && m - n <= NEAR + 1) || n - m === 1 : Math.abs(n - m) <= NEAR + 1)),
  );
}

/**
 * The first sentence of the text that states a figure about the terms, or -1.
 * @param count the figure is a count of the terms
 * @returns its index in sentences(text), or -1
 */
export function figureSentence(text: string, terms: ReadonlySet<string>, count: boolean): number {
  return terms.size === 0 ? -1 : sentences(text).findIndex((sentence) => statesFigure(sentence, terms, count));
}
