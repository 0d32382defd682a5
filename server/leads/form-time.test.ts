import { expect, test } from "vitest";
import {
  CLIENT_HEADER as APP_CLIENT_HEADER,
  RECEIVED_AT_HEADER as APP_HEADER,
  SERVED_AT_FIELD as APP_FIELD,
} from "../../app/features/leads/fields.ts";
import {
  CLIENT_HEADER,
  RECEIVED_AT_HEADER,
  SERVED_AT_FIELD,
  addServedAt,
  createFormTime,
  holdsForm,
  readServedAt,
  signServedAt,
} from "./form-time.ts";
import { openStore } from "./store.ts";

const secret = "a-secret-of-thirty-two-characters!";
const served = Date.parse("2026-03-02T09:00:00Z");

test("the app's forms and the server name the field, the arrival and the client headers alike", () => {
  expect(APP_FIELD).toBe(SERVED_AT_FIELD);
  expect(APP_HEADER).toBe(RECEIVED_AT_HEADER);
  expect(APP_CLIENT_HEADER).toBe(CLIENT_HEADER);
});

test("a signed time reads back as the page's age", () => {
  const token = signServedAt(secret, served);
  expect(readServedAt(secret, token, served + 4200)).toEqual({ status: "signed", ms: served, ageMs: 4200 });
});

test("a missing, altered or foreign value is told apart from a signed one", () => {
  const token = signServedAt(secret, served);
  expect(readServedAt(secret, undefined, served)).toEqual({ status: "missing" });
  expect(readServedAt(secret, "", served)).toEqual({ status: "missing" });
  // A script that moves the time back to look patient, keeping the signature.
  const [, signature] = token.split(".");
  expect(readServedAt(secret, `${(served - 60_000).toString(36)}.${signature}`, served)).toEqual({ status: "forged" });
  expect(readServedAt("another-secret-of-32-characters!!", token, served)).toEqual({ status: "forged" });
  expect(readServedAt(secret, "999999999", served)).toEqual({ status: "forged" });
  expect(readServedAt(secret, `${token}x`, served)).toEqual({ status: "forged" });
});

test("every form field in a page gets the signed time, and a page without one is left alone", () => {
  const page = `<form><input type="hidden" name="${SERVED_AT_FIELD}"/></form><form><input type="hidden" name="${SERVED_AT_FIELD}"/></form>`;
  expect(holdsForm(page)).toBe(true);
  const signed = addServedAt(page, "t.s");
  expect(signed.match(new RegExp(`name="${SERVED_AT_FIELD}" value="t.s"`, "g"))).toHaveLength(2);
  expect(holdsForm(signed)).toBe(false);
  expect(holdsForm("<p>No form here</p>")).toBe(false);
});

test("without a configured secret, the store makes one on first use and keeps it", async () => {
  const store = openStore(":memory:");
  const first = createFormTime({ secret: () => store.secret("form-time"), now: () => served });
  const second = createFormTime({ secret: () => store.secret("form-time"), now: () => served + 2000 });
  // Two servers on one database: a page from one, the post to the other.
  expect(await second.read(await first.sign())).toEqual({ status: "signed", ms: served, ageMs: 2000 });
  expect((await store.secret("form-time")).length).toBeGreaterThanOrEqual(43);
  await store.close();
});

test("a post is timed to when it arrived; an arrival time later than now counts as now", async () => {
  const formTime = createFormTime({ secret: async () => secret, now: () => served + 9000 });
  const token = signServedAt(secret, served);
  // It arrived 800 ms after the page was served and waited in a busy server's queue since.
  expect(await formTime.read(token, served + 800)).toEqual({ status: "signed", ms: served, ageMs: 800 });
  expect(await formTime.read(token, served + 60_000)).toEqual({ status: "signed", ms: served, ageMs: 9000 });
});
