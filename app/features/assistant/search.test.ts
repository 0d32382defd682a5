import { expect, test } from "vitest";
import { analyzeQuery, createSearchIndex, search, type AssistantIndex } from "./search.ts";

const fixture: AssistantIndex = {
  version: 1,
  pages: [
    { path: "/one-pager", title: "One-Pager" },
    { path: "/blog/hidden-costs", title: "The Hidden Costs of an Internal BDR" },
    { path: "/integration-guide", title: "Integration Guide" },
  ],
  passages: [
    { page: 0, anchor: "pricing", heading: "Pricing", text: "Mamut costs $8K per month, with no setup fees." },
    {
      page: 0,
      anchor: "speed",
      heading: "How fast will we see results?",
      text: "Qualified leads flow within 2-3 weeks.",
    },
    { page: 1, heading: "Salary", text: "An internal BDR earns a salary of $91,000 a year before benefits." },
    {
      page: 1,
      heading: "Turnover",
      text: "Turnover of 34% restarts hiring, and every new representative needs months.",
    },
    {
      page: 2,
      anchor: "crm",
      heading: "Connect",
      text: "Your GTM engineer connects the stack to your CRM and calendars.",
    },
  ],
};
const index = createSearchIndex(fixture);

function topHeading(query: string): string | undefined {
  const hit = search(index, query).hits[0];
  return hit ? fixture.passages[hit.passage]?.heading : undefined;
}

test("a question finds the passage whose heading and text match it", () => {
  expect(topHeading("How do you connect to our CRM?")).toBe("Connect");
  expect(topHeading("What salary does an internal BDR earn?")).toBe("Salary");
});

test("synonyms reach the site's own words: cost finds pricing, quick finds fast, SDR finds BDR", () => {
  expect(topHeading("What does it cost?")).toBe("Pricing");
  expect(topHeading("How quick are results?")).toBe("How fast will we see results?");
  expect(search(index, "SDR salary").hits[0]?.coverage).toBe(1);
});

test("phrases such as how much are read as a price question", () => {
  const analysis = analyzeQuery(index, "How much is it?");
  expect(analysis.price).toBe(true);
  expect(topHeading("How much is it?")).toBe("Pricing");
});

test("a typo one edit away is forgiven in words of five letters or more", () => {
  expect(topHeading("prcing")).toBe("Pricing");
  expect(topHeading("calenders")).toBe("Connect");
});

test("words the site never uses lower a passage's coverage", () => {
  const hit = search(index, "salary in Narnia")?.hits[0];
  expect(hit?.coverage).toBeGreaterThan(0);
  expect(hit?.coverage).toBeLessThan(0.5);
});

test("gibberish matches nothing", () => {
  expect(search(index, "qwzx vbnm plokij").hits).toEqual([]);
});

test("a price question prefers a passage that states a price", () => {
  // Both passages mention the BDR; only one has a dollar figure.
  expect(topHeading("How much is a BDR?")).toBe("Salary");
});

test("a change in a word's last two letters is another word, not a typo", () => {
  const small = createSearchIndex({
    version: 1,
    pages: [{ path: "/", title: "Home" }],
    passages: [{ page: 0, heading: "Founders", text: "Founder-led sales and calendars." }],
  });
  const terms = (query: string) => analyzeQuery(small, query).concepts[0]?.variants.map((variant) => variant.term);
  expect(terms("calenders")).toContain("calendar");
  // "founded" is not a misspelt "founder": the question is about something the site does not say.
  expect(terms("founded")).toEqual(["found"]);
});

test("a part of a hyphenated word counts less than the word, and a hyphenated question word is one word", () => {
  const data: AssistantIndex = {
    version: 1,
    pages: [{ path: "/", title: "Home" }],
    passages: [
      { page: 0, heading: "Assistants", text: "The co-pilot drafts replies. A co-pilot never sends." },
      { page: 0, heading: "Terms", text: "Start with a 30-day pilot and no setup fees." },
      { page: 0, heading: "Notes", text: "Replies are sorted every day." },
    ],
  };
  const small = createSearchIndex(data);
  expect(search(small, "pilot").hits[0]?.passage).toBe(1);
  const concepts = analyzeQuery(small, "What does the co-pilot do?").concepts;
  expect(concepts.length).toBe(1);
  expect(concepts[0]?.variants[0]?.term).toBe("copilot");
});

test("a figure question prefers the passage with a number next to its words, and says which sentence", () => {
  const data: AssistantIndex = {
    version: 1,
    pages: [{ path: "/", title: "Home" }],
    passages: [
      { page: 0, heading: "Talks", text: "Every episode is a candid conversation." },
      { page: 0, heading: "Featured", text: "Guests come from health systems. The page lists 40 sample episodes." },
      { page: 0, heading: "Other", text: "Nothing about it here." },
    ],
  };
  const hit = search(createSearchIndex(data), "How many episodes?").hits[0];
  expect(hit).toMatchObject({ passage: 1, figure: 1 });
});
