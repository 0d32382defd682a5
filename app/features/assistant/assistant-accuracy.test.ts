import { expect, test } from "vitest";
import { buildAssistantIndex } from "./build-index.server";
import { BOTH_KINDS_GROUPS, OFFER_TERMS_GROUPS } from "./evaluation-offer-terms";
import { evaluationSet } from "./evaluation-set";
import { evaluate, formatReport } from "./grade.ts";
import { createSearchIndex } from "./search.ts";

// The index the route prerenders, from the same content files the expectations are read from.
const index = createSearchIndex(buildAssistantIndex());
const cases = evaluationSet();

test("the evaluation set asks at least 40 questions, some the site cannot answer", () => {
  expect(cases.length).toBeGreaterThanOrEqual(40);
  expect(cases.filter((item) => item.kind === "unknown").length).toBeGreaterThanOrEqual(5);
  // Every answerable question checks something: a fact, the section or the page it comes from.
  for (const item of cases)
    if (item.kind === "answer")
      expect(item.facts.length > 0 || Boolean(item.section ?? item.page), item.question).toBe(true);
});

test("the questions about an offer's terms, the podcast guest card and the privacy policy are asked on both kinds of page", () => {
  const group = cases.filter((item) => BOTH_KINDS_GROUPS.some((name) => name === item.group));
  expect(group.length).toBeGreaterThanOrEqual(30);
  for (const question of new Set(group.map((item) => item.question)))
    expect(new Set(group.filter((item) => item.question === question).map((item) => item.offer)), question).toEqual(
      new Set(["healthtech", "outbound"]),
    );
});

test("every question about an offer's price, call and next step is answered with that page's offer's terms", () => {
  const report = evaluate(
    index,
    cases.filter((item) => OFFER_TERMS_GROUPS.some((name) => name === item.group)),
  );
  expect(
    report.results.filter((result) => !result.pass).map((result) => formatReport({ ...report, results: [result] })),
  ).toEqual([]);
});

test("the assistant answers at least 95% of the evaluation set right", () => {
  const report = evaluate(index, cases);
  console.log(formatReport(report));
  expect(report.accuracy).toBeGreaterThanOrEqual(0.95);
});
