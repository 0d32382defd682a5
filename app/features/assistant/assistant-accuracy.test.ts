import { expect, test } from "vitest";
import { buildAssistantIndex } from "./build-index.server";
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

test("the assistant answers at least 95% of the evaluation set right", () => {
  const report = evaluate(index, cases);
  console.log(formatReport(report));
  expect(report.accuracy).toBeGreaterThanOrEqual(0.95);
});
