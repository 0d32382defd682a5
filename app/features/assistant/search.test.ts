import { expect, test } from "vitest";
import { analyzeQuery, createSearchIndex, search, type AssistantIndex } from "./search.js";

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
