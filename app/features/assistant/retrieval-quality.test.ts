import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { posts } from "~/content/blog";
import { episodes } from "~/content/episodes";
import { onePagers } from "~/content/one-pagers";
import { talentCountries } from "~/content/talent-countries";
import { PODCAST_PATH } from "~/features/podcast/podcast-meta";
import { siteConfig } from "~/lib/site-config";
import { contentIndex } from "~/content/content-index";
import { sitePages } from "~/lib/site-pages";
import { answerQuestion } from "./answer.ts";
import { buildAssistantIndex } from "./build-index.server";
import { evaluationQuestions } from "./evaluation.ts";
import { createSearchIndex, search } from "./search.ts";
import { siteFacts } from "./site-facts";
import { figure } from "~/content/figure-text";
import { offerForPath, offers } from "~/content/offers";
import { faqItems } from "~/features/home/faq";
import { ASSISTANT_INTRO } from "./suggestions";

// The index the route prerenders, built from the same content files.
const data = buildAssistantIndex();
const index = createSearchIndex(data);

/** The page that answers best, asked on the page it should come from (its offer's terms count there). */
function topPage(question: string, askedOn: string): string | undefined {
  const hit = search(index, question, 1, { offer: offerForPath(askedOn) }).hits[0];
  const passage = hit ? data.passages[hit.passage] : undefined;
  return passage ? data.pages[passage.page]?.path : undefined;
}

test("at least 22 of the visitor questions rank their expected page first", () => {
  expect(evaluationQuestions.length).toBeGreaterThanOrEqual(25);
  const misses = evaluationQuestions
    .map(({ question, page }) => ({ question, expected: page, got: topPage(question, page) }))
    .filter((row) => row.got !== row.expected);
  const score = evaluationQuestions.length - misses.length;
  console.log(`Assistant retrieval: ${score}/${evaluationQuestions.length} questions rank the expected page first.`);
  for (const miss of misses) console.log(`  miss: "${miss.question}" -> ${miss.got} (expected ${miss.expected})`);
  expect(score).toBeGreaterThanOrEqual(22);
});

const outbound = { offer: "outbound" } as const;
const healthtech = { offer: "healthtech" } as const;

test("price questions on an outbound page answer with a dollar figure from the site and link to where it is stated", () => {
  for (const question of [
    "How much does it cost?",
    "What's the price per month?",
    "How much is a Latin American BDR?",
  ]) {
    const answer = answerQuestion(index, question, outbound);
    expect(answer.kind, question).toBe("answer");
    if (answer.kind !== "answer") continue;
    expect(answer.text, question).toMatch(/\$\d/);
    expect(answer.source.href, question).toMatch(/^\//);
  }
  const general = answerQuestion(index, "How much does it cost?", outbound);
  // The plan's price, as content/data/figures.ts states it, with the outbound plugin's call beside it.
  expect(general.kind === "answer" && general.text).toContain(`${figure("plan.monthly")} per month`);
  expect(general.kind === "answer" && general.offer).toBe("outbound");
});

test("on a healthtech page the price is the healthtech offer's: no public price and its call, never the plugin's", () => {
  const statement = faqItems.find((item) => item.offerTerms === "price");
  expect(statement).toBeDefined();
  for (const question of ["How much does it cost?", "Pricing?", "What's the price per month?", "What does it cost?"]) {
    const answer = answerQuestion(index, question, healthtech);
    expect(answer.kind, question).toBe("answer");
    if (answer.kind !== "answer") continue;
    expect(answer.source, question).toEqual({ href: "/#faq", title: "Home", section: statement?.question });
    expect(answer.text, question).toContain(`${offers.healthtech.callMinutes}-minute`);
    expect(answer.text, question).not.toContain(figure("plan.monthly"));
    expect(answer.offer, question).toBe("healthtech");
  }
});

test("no passage that states one offer's terms answers on the other offer's pages", () => {
  const offerOf = (passage: (typeof data.passages)[number]) => data.pages[passage.page]?.offer;
  const terms = data.passages.filter((passage) => passage.terms);
  // Both offers state their terms.
  expect(new Set(terms.map(offerOf))).toEqual(new Set(["healthtech", "outbound"]));
  for (const passage of terms) {
    const other = offerOf(passage) === "healthtech" ? outbound : healthtech;
    const { hits } = search(index, `${passage.heading} ${passage.text}`, data.passages.length, other);
    expect(
      hits.some((hit) => hit.passage === data.passages.indexOf(passage)),
      passage.heading,
    ).toBe(false);
  }
  // Every page knows its offer, as content/data/offers.ts assigns it.
  for (const page of data.pages) expect(page.offer, page.path).toBe(offerForPath(page.path));
});

test("each offer's suggested questions get an answer on its pages, and Book a call the booking link", () => {
  for (const [offer, intro] of Object.entries(ASSISTANT_INTRO)) {
    for (const question of intro.suggestions)
      expect(answerQuestion(index, question, { offer }).kind, `${offer}: ${question}`).not.toBe("handoff");
  }
  expect(answerQuestion(index, "Book a call", healthtech)).toEqual({ kind: "booking" });
});

test("every passage links to a published page, and every published article is indexed", () => {
  const published = new Set(sitePages(contentIndex).map((page) => page.path));
  for (const page of data.pages) expect(published.has(page.path), page.path).toBe(true);
  for (const post of posts) expect(data.pages.map((page) => page.path)).toContain(`/blog/${post.slug}`);
  for (const fact of siteFacts(siteConfig.productName)) {
    expect(
      data.passages.some((passage) => passage.text === fact.text),
      fact.heading,
    ).toBe(true);
  }
  for (const passage of data.passages) {
    expect(passage.text.trim(), passage.heading).not.toBe("");
    expect(passage.text, passage.heading).not.toMatch(/<[A-Za-z]|\]\(|\*\*/);
  }
});

test("the index carries what pages show from structured content: the talent map, episodes, charts, prices", () => {
  const on = (path: string) =>
    data.passages.filter((passage) => data.pages[passage.page]?.path === path).map((passage) => passage.text);
  const talentPage = onePagers.find((page) => page.talentMap);
  expect(talentPage).toBeDefined();
  const talent = on(`/one-pagers/${talentPage?.slug}`);
  for (const country of talentCountries)
    expect(
      talent.some(
        (text) => text.includes(`${country.country} (`) && text.includes(`${country.universities} universit`),
      ),
      country.country,
    ).toBe(true);
  expect(on(PODCAST_PATH).some((text) => text.includes(`${episodes.length} sample episodes`))).toBe(true);
  for (const post of posts)
    for (const chart of Object.values(post.charts ?? {}))
      for (const row of chart.rows)
        expect(
          on(`/blog/${post.slug}`).some((text) => text.includes(`${row.label}: ${row.display}`)),
          `${post.slug}: ${row.label}`,
        ).toBe(true);
  for (const page of onePagers)
    if (page.price)
      expect(
        on(`/one-pagers/${page.slug}`).some((text) => text.includes(`$${page.price?.min.toLocaleString("en-US")}`)),
        page.slug,
      ).toBe(true);
});

test("the index stays within its share of the 60 kB download budget", () => {
  // The panel's code takes about 7 kB of the 60; scripts/assistant-bench.ts measures both.
  expect(gzipSync(JSON.stringify(data), { level: 9 }).length).toBeLessThan(53_000);
});
