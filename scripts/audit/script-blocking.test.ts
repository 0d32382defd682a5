import { expect, test } from "vitest";
import type { AuditFigures } from "./script-blocking.ts";
import { scriptBlockingTime } from "./script-blocking.ts";

/** A Lighthouse result with these long tasks, first contentful paint at 1,000 ms and TTI at 2,000 ms. */
const resultWith = (items: Array<{ url: string; startTime: number; duration: number }>): AuditFigures => ({
  audits: {
    "first-contentful-paint": { numericValue: 1000 },
    interactive: { numericValue: 2000 },
    "long-tasks": { details: { type: "table", headings: [], items } },
  },
});

test("a script's task counts beyond 50 ms, cut to the span from first paint to interactive", () => {
  const script = "http://localhost:3000/assets/enhance-abc.js";
  // 80 ms after the paint: 30 ms. Starting 20 ms before it: 100 - 20 - 50 = 30 ms. Ending after TTI: 1,990 to 2,000 is too short.
  const lhr = resultWith([
    { url: script, startTime: 1100, duration: 80 },
    { url: script, startTime: 980, duration: 100 },
    { url: script, startTime: 1990, duration: 90 },
  ]);
  expect(scriptBlockingTime(lhr)).toBe(60);
});

test("the document's own tasks (parsing, style, layout) and tasks before the first paint are not a script's", () => {
  const lhr = resultWith([
    { url: "http://localhost:3000/blog", startTime: 1100, duration: 120 },
    { url: "Unattributable", startTime: 1200, duration: 90 },
    { url: "http://localhost:3000/assets/client-x.js", startTime: 600, duration: 300 },
    { url: "http://localhost:3000/assets/chunk.mjs?v=2", startTime: 1500, duration: 49 },
  ]);
  expect(scriptBlockingTime(lhr)).toBe(0);
});
