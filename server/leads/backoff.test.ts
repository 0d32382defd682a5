import { expect, test } from "vitest";
import { backoffDelay } from "./backoff.ts";

test("the delay doubles with each retry and stops at the cap", () => {
  const options = { baseMs: 1000, capMs: 60_000 };
  expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffDelay(attempt, options))).toEqual([
    1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
  ]);
});

test("a huge attempt count stays at the cap instead of overflowing", () => {
  expect(backoffDelay(10_000, { baseMs: 500, capMs: 30_000 })).toBe(30_000);
  expect(backoffDelay(0, { baseMs: 500, capMs: 30_000 })).toBe(500);
});
