import { expect, test } from "vitest";
import { automationReason, type ServedAt } from "./automation";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};
const served = (ageMs: number): ServedAt => ({ status: "signed", ageMs });

test("a post at least the minimum after the server sent the page looks like a person, however long after", () => {
  expect(automationReason(form({}), served(1500), 1500)).toBeNull();
  expect(automationReason(form({}), served(3 * 24 * 60 * 60 * 1000), 1500)).toBeNull();
});

test("a post faster than the minimum gets a reason that says how fast it was", () => {
  expect(automationReason(form({}), served(420), 1500)).toBe(
    "sent 420 ms after the page was served (a person needs 1500 ms)",
  );
  // Servers whose clocks disagree a little: never a negative time.
  expect(automationReason(form({}), served(-80), 1500)).toBe(
    "sent 0 ms after the page was served (a person needs 1500 ms)",
  );
});

test("a post without the signed time, or with one the server did not sign, is a reason", () => {
  expect(automationReason(form({}), { status: "missing" }, 1500)).toBe(
    "sent without the time the server signed into the page's form",
  );
  expect(automationReason(form({}), { status: "forged" }, 1500)).toBe(
    "the page's signed time was not signed by this site",
  );
});

test("a filled honeypot is a reason, whatever the timing", () => {
  expect(automationReason(form({ website: "http://spam.example" }), served(9000), 1500)).toBe(
    "the hidden honeypot field was filled",
  );
});

test("a signed time that has served its posts is a reason naming the limit it met and its setting", () => {
  const spent = (by: "client" | "all", posts: number, limit: number, ageMs = 60_000): ServedAt => ({
    status: "signed",
    ageMs,
    spent: { by, posts, limit },
  });
  expect(automationReason(form({}), spent("client", 3, 3), 1500)).toBe(
    "the page's signed time had served 3 posts of this form from this address already (it serves 3: FORM_TIME_MAX_POSTS_PER_CLIENT)",
  );
  expect(automationReason(form({}), spent("all", 10, 10), 1500)).toBe(
    "the page's signed time had served 10 posts of this form already (it serves 10: FORM_TIME_MAX_POSTS)",
  );
  // Too fast says more about the post than a time used up.
  expect(automationReason(form({}), spent("all", 10, 10, 300), 1500)).toMatch(/^sent 300 ms/);
});
