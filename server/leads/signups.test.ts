import { afterEach, expect, test, vi } from "vitest";
import { SIGNUP_DELAY_MS, createSignups } from "./signups.ts";
import { openStore } from "./store.ts";

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const store = openStore(":memory:");
  let kicks = 0;
  const signups = createSignups({
    store,
    outbox: { kick: () => (kicks += 1) },
    siteUrl: "https://www.mamut.example",
    productName: "Mamut",
    resendAfterMs: 15 * 60 * 1000,
    unconfirmedRetentionDays: 30,
    intervalMs: 60_000,
  });
  return { store, signups, kicks: () => kicks };
}

test("sign-ups become subscriptions in one batch a moment after the answer, not during it", async () => {
  vi.useFakeTimers();
  const { store, signups, kicks } = setup();
  for (const email of ["a@acme.io", "b@acme.io"]) {
    await store.addSignup(email);
    signups.schedule();
  }
  await vi.advanceTimersByTimeAsync(SIGNUP_DELAY_MS - 1);
  expect(await store.counts()).toMatchObject({ subscriptions: 0, pendingOutbox: 0 });
  await vi.advanceTimersByTimeAsync(1);
  expect(await store.counts()).toMatchObject({ subscriptions: 2, pendingOutbox: 2 });
  expect(kicks()).toBe(1);
  await signups.stop();
});

test("requests left by another server or a failure are taken at start and on the interval; stop takes what waits", async () => {
  vi.useFakeTimers();
  const { store, signups } = setup();
  await store.addSignup("left@acme.io");
  signups.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(await store.counts()).toMatchObject({ subscriptions: 1 });
  await store.addSignup("later@acme.io");
  await vi.advanceTimersByTimeAsync(60_000);
  expect(await store.counts()).toMatchObject({ subscriptions: 2 });
  await store.addSignup("last@acme.io");
  await signups.stop();
  expect(await store.counts()).toMatchObject({ subscriptions: 3 });
});
