import { expect, test } from "vitest";
import { automationReason } from "./automation";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};
const browserNavigation = new Headers({ "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" });
const scriptRequest = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });

test("a post timed from navigation start at or above the minimum looks like a person", () => {
  expect(automationReason(form({ fill_ms: "1500" }), scriptRequest, 1500)).toBeNull();
  expect(automationReason(form({ fill_ms: "45000" }), scriptRequest, 1500)).toBeNull();
});

test("a post faster than the minimum gets a reason that says how fast it was", () => {
  expect(automationReason(form({ fill_ms: "420" }), browserNavigation, 1500)).toBe(
    "sent 420 ms after the page opened (a person needs 1500 ms)",
  );
});

test("a filled honeypot is a reason, whatever the timing", () => {
  expect(automationReason(form({ website: "http://spam.example", fill_ms: "9000" }), browserNavigation, 1500)).toBe(
    "the hidden honeypot field was filled",
  );
});

test("a timing field that holds no time is a reason", () => {
  expect(automationReason(form({ fill_ms: "soon" }), browserNavigation, 1500)).toBe("the fill-time field held no time");
  expect(automationReason(form({ fill_ms: "-5" }), browserNavigation, 1500)).toBe("the fill-time field held no time");
});

test("without timing, a browser's own form navigation is a person and a bare script is not", () => {
  expect(automationReason(form({}), browserNavigation, 1500)).toBeNull();
  expect(automationReason(form({}), scriptRequest, 1500)).toBe(
    "sent without the page's script and without a browser's navigation headers",
  );
});
