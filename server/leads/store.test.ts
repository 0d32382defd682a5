import { describe, expect, test } from "vitest";
import type { TestContext } from "vitest";
import type { ConfirmedSubscription, OutboxMessage, SignupOptions, SubscriptionTokens } from "./store.ts";
import { engines, openTestStore } from "./test-stores.ts";

// The store's contract, the same on every engine.

const DAY = 24 * 60 * 60 * 1000;

const contact = (n = 1) => ({
  name: `Jane ${n}`,
  email: `jane${n}@acme.io`,
  company: "Acme",
  message: "We want more meetings with CFOs.",
  source: "contact",
  offer: { id: "outbound", call: "a 30-minute call" },
});

const webhook = (key: string, email = "jane1@acme.io"): OutboxMessage => ({
  kind: "webhook",
  key,
  payload: { id: key },
  subjectEmail: email,
});

const subscribeOptions = (subjectEmail?: string) => ({
  resendAfterMs: 15 * 60 * 1000,
  messages: (tokens: SubscriptionTokens): OutboxMessage[] => [
    { kind: "email", key: `mail-${tokens.confirmToken}`, payload: tokens, subjectEmail },
  ],
});

describe.each(engines)("%s store", (engine) => {
  async function fakeStore(context: TestContext) {
    const clock = { ms: Date.parse("2026-03-02T09:00:00Z") };
    const store = await openTestStore(engine, context, { now: () => new Date(clock.ms) });
    return { store, clock };
  }

  test("a contact is stored with its messages under a random key, never a row id", async (context) => {
    const { store } = await fakeStore(context);
    const lead = await store.addContact(contact(), (stored) => [webhook(stored.key)]);
    expect(lead.key).toMatch(/^contact_[0-9a-f-]{36}$/);
    const [row] = await store.claimDue("webhook", 10, 1000);
    expect(row?.idempotency_key).toBe(lead.key);
    expect(await store.counts()).toMatchObject({ contacts: 1, pendingOutbox: 1 });
    // The offer it was sent for is kept with it, for the owner's export.
    expect((await store.exportRows({ type: "contact" })).contacts).toEqual([
      expect.objectContaining({ lead_key: lead.key, source: "contact", offer: "outbound" }),
    ]);
  });

  test("keys stay unique after an erase gives the row id back", async (context) => {
    const { store } = await fakeStore(context);
    const first = await store.addContact(contact(1), (lead) => [webhook(lead.key)]);
    await store.erase("jane1@acme.io");
    const second = await store.addContact(contact(2), (lead) => [webhook(lead.key, "jane2@acme.io")]);
    expect(second.key).not.toBe(first.key);
    const rows = await store.claimDue("webhook", 10, 1000);
    expect(rows.map((row) => row.idempotency_key)).toEqual([second.key]);
  });

  test("a quarantined post is kept with its reason, queues nothing and is in the export", async (context) => {
    const { store } = await fakeStore(context);
    await store.addQuarantined({
      form: "contact",
      reason: "the hidden honeypot field was filled",
      ...contact(),
      offer: "healthtech",
    });
    await store.addQuarantined({ form: "newsletter", reason: "sent 80 ms after the page opened", email: "x@y.io" });
    expect(await store.counts()).toMatchObject({ contacts: 0, quarantined: 2, pendingOutbox: 0 });
    const contacts = await store.exportRows({ type: "contact" });
    expect(contacts.quarantined).toEqual([
      expect.objectContaining({
        form: "contact",
        reason: "the hidden honeypot field was filled",
        email: "jane1@acme.io",
        offer: "healthtech",
      }),
    ]);
    expect((await store.exportRows({})).quarantined).toHaveLength(2);
  });

  test("a pending address gets one confirmation per resend window, and the earlier link stays valid", async (context) => {
    const { store, clock } = await fakeStore(context);
    const first = await store.requestSubscription("r@acme.io", subscribeOptions());
    expect(first).not.toBeNull();
    clock.ms += 60 * 1000;
    expect(await store.requestSubscription("r@acme.io", subscribeOptions())).toBeNull();
    clock.ms += 15 * 60 * 1000;
    const second = await store.requestSubscription("r@acme.io", subscribeOptions());
    expect(second?.confirmToken).not.toBe(first?.confirmToken);
    expect((await store.claimDue("email", 10, 1000)).length).toBe(2);
    expect(await store.confirmationStatus(first?.confirmToken ?? "")).toBe("valid");
    expect(await store.confirmSubscription(first?.confirmToken ?? "", () => [])).toBe("confirmed");
    expect(await store.requestSubscription("r@acme.io", subscribeOptions())).toBeNull();
  });

  test("opening a confirmation link changes nothing; confirming twice is harmless and sends one webhook", async (context) => {
    const { store } = await fakeStore(context);
    const tokens = await store.requestSubscription("r@acme.io", subscribeOptions());
    const token = tokens?.confirmToken ?? "";
    expect(await store.confirmationStatus(token)).toBe("valid");
    expect(await store.confirmationStatus(token)).toBe("valid");
    expect((await store.exportRows({ type: "newsletter" })).subscriptions[0]).toMatchObject({ status: "pending" });
    const messages = (subscription: ConfirmedSubscription) => [webhook(subscription.key, subscription.email)];
    expect(await store.confirmSubscription(token, messages)).toBe("confirmed");
    expect(await store.confirmSubscription(token, messages)).toBe("confirmed");
    expect(await store.confirmationStatus(token)).toBe("confirmed");
    const hooks = await store.claimDue("webhook", 10, 1000);
    expect(hooks.map((row) => row.idempotency_key)).toEqual([expect.stringMatching(/^newsletter_[0-9a-f-]{36}$/)]);
  });

  test("a confirmation link expires after 7 days", async (context) => {
    const { store, clock } = await fakeStore(context);
    const tokens = await store.requestSubscription("late@acme.io", subscribeOptions());
    clock.ms += 7 * DAY + 1000;
    expect(await store.confirmationStatus(tokens?.confirmToken ?? "")).toBe("expired");
    expect(await store.confirmSubscription(tokens?.confirmToken ?? "", () => [])).toBe("expired");
  });

  test("unsubscribing works with any of the address's links, kills its confirmation links and is repeatable", async (context) => {
    const { store } = await fakeStore(context);
    const tokens = await store.requestSubscription("u@acme.io", subscribeOptions());
    expect(await store.unsubscribeTokenKnown("not-a-token-at-all-0000")).toBe(false);
    expect(await store.unsubscribe("not-a-token-at-all-0000")).toBe("invalid");
    expect(await store.unsubscribeTokenKnown(tokens?.unsubscribeToken ?? "")).toBe(true);
    expect(await store.unsubscribe(tokens?.unsubscribeToken ?? "")).toBe("unsubscribed");
    expect(await store.unsubscribe(tokens?.unsubscribeToken ?? "")).toBe("unsubscribed");
    expect(await store.confirmationStatus(tokens?.confirmToken ?? "")).toBe("invalid");
  });

  test("a claimed message is not claimed again until its lease ends", async (context) => {
    const { store, clock } = await fakeStore(context);
    await store.addContact(contact(), (lead) => [webhook(lead.key)]);
    expect(await store.claimDue("webhook", 10, 30_000)).toHaveLength(1);
    expect(await store.claimDue("webhook", 10, 30_000)).toHaveLength(0);
    expect(await store.claimDue("email", 10, 30_000)).toHaveLength(0);
    clock.ms += 30_001;
    expect(await store.claimDue("webhook", 10, 30_000)).toHaveLength(1);
  });

  test("a message that used up its attempts is failed; retry queues one by key or all failed ones", async (context) => {
    const { store } = await fakeStore(context);
    const one = await store.addContact(contact(1), (lead) => [webhook(lead.key)]);
    await store.addContact(contact(2), (lead) => [webhook(lead.key, "jane2@acme.io")]);
    for (const row of await store.claimDue("webhook", 10, 1000)) await store.markFailedAttempt(row, "HTTP 500", null);
    const failed = await store.failed(10);
    expect(failed.total).toBe(2);
    expect(failed.messages[0]).toMatchObject({ kind: "webhook", attempts: 1, lastError: "HTTP 500" });
    expect(await store.claimDue("webhook", 10, 1000)).toHaveLength(0);

    expect(await store.retry({ key: one.key })).toBe(1);
    const [again] = await store.claimDue("webhook", 10, 1000);
    expect(again).toMatchObject({ idempotency_key: one.key, attempts: 0 });
    expect(await store.retry({ all: true })).toBe(1);
    expect((await store.failed(10)).total).toBe(0);
    expect(await store.retry({ key: "contact_unknown" })).toBe(0);
  });

  test("the purge deletes only what is past its retention", async (context) => {
    const { store, clock } = await fakeStore(context);
    const days = { unconfirmedDays: 30, quarantineDays: 30, deliveredDays: 30 };
    await store.requestSubscription("old@acme.io", subscribeOptions());
    await store.addQuarantined({ form: "newsletter", reason: "honeypot", email: "bot@spam.io" });
    await store.addSignup("waiting@acme.io");
    await store.addContact(contact(1), (lead) => [webhook(lead.key)]);
    await store.addContact(contact(2), (lead) => [webhook(lead.key, "jane2@acme.io")]);
    const [delivered, failed] = await store.claimDue("webhook", 2, 1000);
    if (delivered) await store.markDone(delivered, "delivered");
    if (failed) await store.markFailedAttempt(failed, "HTTP 500", null);
    clock.ms += 29 * DAY;
    await store.requestSubscription("new@acme.io", subscribeOptions());
    const nothing = { unconfirmed: 0, quarantined: 0, delivered: 0, failed: 0 };
    expect(await store.purge(days)).toEqual({ ...nothing, expiredTokens: 1 });
    // Until it is purged, a failed message is listed for the owner to retry (npm run leads:retry).
    expect((await store.failed(10)).total).toBe(1);
    clock.ms += 2 * DAY;
    // The failed message holds the person's name, e-mail and message too: it goes like a delivered one.
    expect(await store.purge(days)).toEqual({
      unconfirmed: 2,
      quarantined: 1,
      delivered: 1,
      failed: 1,
      expiredTokens: 0,
    });
    expect(await store.counts()).toMatchObject({ contacts: 2, subscriptions: 1, quarantined: 0, deliveredOutbox: 0 });
    expect(await store.failed(10)).toEqual({ total: 0, messages: [] });
  });

  test("an erase removes the person from every table and every message about them", async (context) => {
    const { store } = await fakeStore(context);
    await store.addContact(contact(1), (lead) => [webhook(lead.key)]);
    await store.addContact(contact(2), () => [
      { kind: "email", key: "owner-copy", payload: { text: "cc jane1@acme.io" }, subjectEmail: "jane2@acme.io" },
    ]);
    await store.addQuarantined({ form: "contact", reason: "honeypot", ...contact(1), offer: "outbound" });
    await store.requestSubscription("jane1@acme.io", subscribeOptions("jane1@acme.io"));
    await store.addSignup("jane1@acme.io");
    const removed = await store.erase(" Jane1@Acme.io ");
    expect(removed).toEqual({ contacts: 1, newsletter: 2, quarantined: 1, outbox: 3, filesRewritten: true });
    expect(await store.counts()).toMatchObject({ contacts: 1, subscriptions: 0, quarantined: 0, pendingOutbox: 0 });
  });

  test("claims made at the same moment never share a message", async (context) => {
    const { store } = await fakeStore(context);
    for (let i = 1; i <= 30; i += 1) await store.addContact(contact(i), (lead) => [webhook(lead.key)]);
    const claims = await Promise.all(Array.from({ length: 6 }, () => store.claimDue("webhook", 7, 30_000)));
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(new Set(claims.flat().map((row) => row.claim)).size).toBe(claims.filter((rows) => rows.length).length);
  });

  test("a claimer whose lease ran out cannot record an outcome over the one that took the message over", async (context) => {
    const { store, clock } = await fakeStore(context);
    await store.addContact(contact(), (lead) => [webhook(lead.key)]);
    const [stale] = await store.claimDue("webhook", 1, 1000);
    clock.ms += 1001;
    const [current] = await store.claimDue("webhook", 1, 1000);
    expect(current?.id).toBe(stale?.id);
    if (!stale || !current) throw new Error("no claim");
    await store.markFailedAttempt(stale, "timed out", clock.ms + 60_000);
    await store.markDone(current, "delivered");
    expect(await store.counts()).toMatchObject({ pendingOutbox: 0, deliveredOutbox: 1 });
    await store.markFailedAttempt(stale, "timed out", clock.ms + 60_000);
    expect(await store.counts()).toMatchObject({ pendingOutbox: 0, deliveredOutbox: 1 });
  });

  test("a delivery in flight renews its claim, so it is not claimed again; a renewal after losing it says so", async (context) => {
    const { store, clock } = await fakeStore(context);
    await store.addContact(contact(), (lead) => [webhook(lead.key)]);
    const [row] = await store.claimDue("webhook", 1, 1000);
    if (!row) throw new Error("no claim");
    clock.ms += 900;
    expect(await store.renewClaim(row, 1000)).toBe(true);
    clock.ms += 900;
    expect(await store.claimDue("webhook", 1, 1000)).toEqual([]);
    clock.ms += 101;
    const [other] = await store.claimDue("webhook", 1, 1000);
    expect(other?.id).toBe(row.id);
    expect(await store.renewClaim(row, 1000)).toBe(false);
  });

  test("sign-up requests become subscriptions in batches, oldest first, each address once", async (context) => {
    const { store } = await fakeStore(context);
    for (const email of ["b@acme.io", "a@acme.io", "b@acme.io", "c@acme.io"]) await store.addSignup(email);
    const mailed: string[] = [];
    const options: SignupOptions = {
      resendAfterMs: 15 * 60 * 1000,
      messages: (email, tokens) => (
        mailed.push(email),
        [{ kind: "email", key: `mail-${tokens.confirmToken}`, payload: {} }]
      ),
    };
    expect(await store.takeSignups(3, options)).toEqual({ taken: 3, sent: 2 });
    expect(mailed.sort()).toEqual(["a@acme.io", "b@acme.io"]);
    expect(await store.takeSignups(3, options)).toEqual({ taken: 1, sent: 1 });
    expect(await store.takeSignups(3, options)).toEqual({ taken: 0, sent: 0 });
    expect(await store.counts()).toMatchObject({ subscriptions: 3, pendingOutbox: 3 });
  });

  test("two servers taking sign-ups at once take each request once", async (context) => {
    const { store } = await fakeStore(context);
    for (let i = 0; i < 40; i += 1) await store.addSignup(`reader${i % 20}@acme.io`);
    const options: SignupOptions = {
      resendAfterMs: 15 * 60 * 1000,
      messages: (email, tokens) => [{ kind: "email", key: `mail-${tokens.confirmToken}`, payload: { email } }],
    };
    const batches = await Promise.all(Array.from({ length: 4 }, () => store.takeSignups(10, options)));
    expect(batches.reduce((sum, batch) => sum + batch.taken, 0)).toBe(40);
    expect(batches.reduce((sum, batch) => sum + batch.sent, 0)).toBe(20);
    expect(await store.counts()).toMatchObject({ subscriptions: 20, pendingOutbox: 20 });
  });

  test("the signing secret is made once and the same for every caller", async (context) => {
    const { store } = await fakeStore(context);
    const secrets = await Promise.all(Array.from({ length: 5 }, () => store.secret("form-time")));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    expect(await store.secret("another")).not.toBe(secrets[0]);
  });

  test("the rate limit counts per key in one window, opens a new one after it, and gives back a refund", async (context) => {
    const { store, clock } = await fakeStore(context);
    const start = clock.ms;
    expect(await store.hitRateLimit("/contact 192.0.2.1", 60_000)).toEqual({ hits: 1, resetAt: start + 60_000 });
    clock.ms += 10_000;
    expect(await store.hitRateLimit("/contact 192.0.2.1", 60_000)).toEqual({ hits: 2, resetAt: start + 60_000 });
    expect((await store.hitRateLimit("/newsletter 192.0.2.1", 60_000)).hits).toBe(1);
    await store.refundRateLimit("/contact 192.0.2.1");
    expect((await store.hitRateLimit("/contact 192.0.2.1", 60_000)).hits).toBe(2);
    clock.ms = start + 60_000;
    expect(await store.hitRateLimit("/contact 192.0.2.1", 60_000)).toEqual({ hits: 1, resetAt: clock.ms + 60_000 });
  });

  test("expired rate-limit windows are deleted in bulk", async (context) => {
    const { store, clock } = await fakeStore(context);
    for (let i = 0; i < 5; i += 1) await store.hitRateLimit(`/contact 192.0.2.${i}`, 60_000);
    clock.ms += 30_000;
    await store.hitRateLimit("/contact 198.51.100.1", 60_000);
    expect(await store.purgeRateLimits()).toBe(0);
    clock.ms += 30_000;
    expect(await store.purgeRateLimits()).toBe(5);
    expect((await store.hitRateLimit("/contact 198.51.100.1", 60_000)).hits).toBe(2);
  });

  test("a signed time's posts are counted in all and per client, each post once, however many come at once", async (context) => {
    const { store, clock } = await fakeStore(context);
    const keys = (client: string) => ({ all: "contact lx3k", client: `contact lx3k ${client}` });
    const expires = clock.ms + DAY;
    const counted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.useFormTime(keys(i % 3 === 0 ? "a" : `b${i}`), expires)),
    );
    const sorted = (counts: number[]) => counts.sort((a, b) => a - b);
    expect(sorted(counted.map((count) => count.all))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(sorted(counted.filter((_, i) => i % 3 === 0).map((count) => count.client))).toEqual([1, 2, 3, 4]);
    expect(await store.useFormTime({ all: "newsletter lx3k", client: "newsletter lx3k a" }, expires)).toEqual({
      all: 1,
      client: 1,
    });
  });

  test("a signed time's counts are kept until a day after its last post, then deleted in bulk", async (context) => {
    const { store, clock } = await fakeStore(context);
    const keys = { all: "contact lx3k", client: "contact lx3k a" };
    await store.useFormTime(keys, clock.ms + DAY);
    clock.ms += DAY / 2;
    // A later post moves the time's expiry on.
    await store.useFormTime(keys, clock.ms + DAY);
    await store.useFormTime({ all: "contact lx3m", client: "contact lx3m a" }, clock.ms + 1000);
    clock.ms += DAY / 2;
    expect(await store.purgeFormTimeUses()).toBe(2);
    expect(await store.useFormTime(keys, clock.ms + DAY)).toEqual({ all: 3, client: 3 });
    clock.ms += DAY;
    expect(await store.purgeFormTimeUses()).toBe(2);
    expect(await store.useFormTime(keys, clock.ms + DAY)).toEqual({ all: 1, client: 1 });
  });

  test("ping answers while the database is reachable", async (context) => {
    const { store } = await fakeStore(context);
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
