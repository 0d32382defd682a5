import { expect, test } from "vitest";
import { dollarAmounts, grade, statesFact } from "./grade.ts";

test("dollar amounts are read however they are written", () => {
  expect(dollarAmounts("$10.5K-$13.5K a month, $96,000 a year, a $1M goal, $99")).toEqual([
    10_500, 13_500, 96_000, 1_000_000, 99,
  ]);
});

test("a fact is stated when its amounts or its words appear, not inside a longer number", () => {
  expect(statesFact("Mamut costs $96,000 a year.", "$96K")).toBe(true);
  expect(statesFact("From $9,800 to $12,500 a month.", "$9.8K-$12.5K")).toBe(true);
  expect(statesFact("Mamut costs $8K a month.", "$96K")).toBe(false);
  expect(statesFact("In Brazil, 25 universities.", "25")).toBe(true);
  expect(statesFact("A network of 250 universities.", "25")).toBe(false);
  expect(statesFact("Sales cycle: 30 days, down from 45\u201360.", "45-60")).toBe(true);
});

test("an answer passes when it comes from the expected page and section and states every fact", () => {
  const answer = {
    kind: "answer" as const,
    text: "The page lists 40 sample episodes.",
    source: { href: "/healthtech-heroes#featured-episodes", title: "Podcast", section: "Featured episodes" },
    related: [],
  };
  const asked = { askedOn: "/", offer: "healthtech" as const };
  const base = { kind: "answer" as const, group: "podcast", question: "How many episodes?", ...asked };
  expect(grade({ ...base, facts: ["40"], page: "/healthtech-heroes" }, answer).pass).toBe(true);
  expect(grade({ ...base, facts: ["41"] }, answer)).toEqual({ pass: false, why: "does not state 41" });
  expect(grade({ ...base, facts: [], page: "/" }, answer).pass).toBe(false);
  expect(grade({ ...base, facts: [], section: "Episodes" }, answer).pass).toBe(false);
  expect(grade({ ...base, facts: ["40"] }, { kind: "handoff" }).pass).toBe(false);
  // A question the site cannot answer passes only with the hand-off.
  const unknown = { kind: "unknown" as const, group: "unknown" as const, question: "Who founded it?", ...asked };
  expect(grade(unknown, { kind: "handoff" }).pass).toBe(true);
  expect(grade(unknown, answer).pass).toBe(false);
});
