import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { createFormTime, readServedAt } from "./leads/form-time.ts";
import type { Entity } from "./precompressed.ts";
import { signedPages, slotLength } from "./signed-pages.ts";

const secret = "a-secret-of-thirty-two-characters!";
const page = { body: Buffer.from(`<html><body>${"<p>Text</p>".repeat(200)}<input name="served_at"/></body></html>`) };

function setup() {
  const clock = { ms: Date.parse("2026-03-02T09:00:00.250Z") };
  const formTime = createFormTime({ secret: async () => secret, now: () => clock.ms });
  const pages = signedPages({ formTime, slotMs: 1000, now: () => clock.ms });
  const token = (entity: Entity) => /value="([^"]+)"/.exec(entity.body.toString())?.[1];
  return { clock, pages, token };
}

test("requests in one slot share one signed, compressed copy; the next slot gets a new one", async () => {
  const { clock, pages, token } = setup();
  const first = await pages.current("/", page);
  clock.ms += 500;
  expect(await pages.current("/", page)).toBe(first);
  expect(gunzipSync(first.gzip ?? Buffer.alloc(0)).toString()).toBe(first.body.toString());
  clock.ms += 500;
  const next = await pages.current("/", page);
  expect(next).not.toBe(first);
  expect(next.etag).not.toBe(first.etag);
  expect(token(next)).not.toBe(token(first));
});

test("the signed time is the slot's start, so a post is never judged faster than it was", async () => {
  const { clock, pages, token } = setup();
  const entity = await pages.current("/", page);
  expect(readServedAt(secret, token(entity), clock.ms)).toMatchObject({ status: "signed", ageMs: 250 });
});

test("only pages with a form are signed", () => {
  const { pages } = setup();
  expect(pages.holdsForm(page)).toBe(true);
  expect(pages.holdsForm({ body: Buffer.from("<p>No form</p>") })).toBe(false);
});

test("a slot is a second, or half the minimum fill time when that is shorter, at least 100 ms", () => {
  expect(slotLength(1500)).toBe(750);
  expect(slotLength(5000)).toBe(1000);
  expect(slotLength(100)).toBe(100);
  expect(slotLength(0)).toBe(1000);
});
