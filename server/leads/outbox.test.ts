import { afterEach, expect, test, vi } from "vitest";
import { createMailer } from "./mailer.ts";
import { createOutbox, emailDelivery } from "./outbox.ts";
import type { Deliver } from "./outbox.ts";
import { openStore } from "./store.ts";

/** The offer a contact was sent for (content/data/offers.ts); any one does here. */
const offer = { id: "outbound", call: "a 30-minute call" };

const options = { baseMs: 1000, capMs: 8000, maxAttempts: 3, intervalMs: 60_000, timeoutMs: 5000, concurrency: 2 };

afterEach(() => {
  vi.useRealTimers();
});

/**
 * An in-memory store and an outbox on one fake clock, with deliveries the test controls.
 */
function setup(deliver: Partial<Record<"webhook" | "email", Deliver>>, overrides: Partial<typeof options> = {}) {
  const clock = { ms: Date.parse("2026-03-02T09:00:00Z") };
  const store = openStore(":memory:", { now: () => new Date(clock.ms) });
  const logs: string[] = [];
  const outbox = createOutbox({
    store,
    deliver: {
      webhook: deliver.webhook ?? (async () => "delivered"),
      email: deliver.email ?? (async () => "delivered"),
    },
    options: { ...options, ...overrides },
    log: (line) => logs.push(line),
    now: () => clock.ms,
  });
  const queue = async (kind: "webhook" | "email", count: number) => {
    for (let i = 0; i < count; i += 1) {
      await store.addContact(
        {
          name: "Jane",
          email: `jane${kind}${i}@acme.io`,
          company: "Acme",
          message: "Hello team",
          source: "contact",
          offer,
        },
        (lead) => [{ kind, key: `${kind}-${lead.key}`, payload: { to: "owner@acme.io", text: "", n: i } }],
      );
    }
  };
  return { store, outbox, clock, logs, queue };
}

/** A promise the test settles by hand. */
function gate() {
  let open: (value?: unknown) => void = () => {};
  const promise = new Promise((resolve) => (open = resolve));
  return { promise, open };
}

test("each message is delivered once and marked delivered", async () => {
  const seen: string[] = [];
  const { store, outbox, queue } = setup({
    webhook: async (row) => {
      seen.push(row.idempotency_key);
      return "delivered";
    },
  });
  await queue("webhook", 5);
  await outbox.drain();
  await outbox.drain();
  expect(new Set(seen).size).toBe(5);
  expect(seen).toHaveLength(5);
  expect(await store.counts()).toMatchObject({ deliveredOutbox: 5, pendingOutbox: 0 });
});

test("a delivery the store cannot record at once (database busy) is recorded on a later try, not sent again", async () => {
  const seen: string[] = [];
  const { store, outbox, logs, queue } = setup({
    webhook: async (row) => {
      seen.push(row.idempotency_key);
      return "delivered";
    },
  });
  const markDone = store.markDone.bind(store);
  let busy = 1;
  store.markDone = async (row, status) => {
    if (busy-- > 0) throw new Error("database is locked");
    return markDone(row, status);
  };
  await queue("webhook", 1);
  await outbox.drain();
  await outbox.drain();
  expect(seen).toHaveLength(1);
  expect(await store.counts()).toMatchObject({ deliveredOutbox: 1, pendingOutbox: 0 });
  expect(logs).toEqual([]);
});

test("without SMTP_URL an e-mail is written to the log and marked logged, not delivered", async () => {
  const lines: string[] = [];
  const mailer = createMailer({
    smtpUrl: "",
    from: "x@y.io",
    timeoutMs: 1000,
    connections: 1,
    log: (line) => lines.push(line),
  });
  const { store, outbox, queue } = setup({ email: emailDelivery(mailer) });
  await queue("email", 1);
  await outbox.drain();
  expect(await store.counts()).toMatchObject({ loggedOutbox: 1, deliveredOutbox: 0 });
  expect(lines.join("\n")).toContain("no SMTP_URL set, not sent");
});

test("an e-mail logged without SMTP shows its id and links, never its recipient, name or text", async () => {
  const lines: string[] = [];
  const mailer = createMailer({
    smtpUrl: "",
    from: "x@y.io",
    timeoutMs: 1000,
    connections: 1,
    log: (line) => lines.push(line),
  });
  const outcome = await mailer.send({
    to: "owner@mamut.io",
    subject: "New outbound enquiry from Jane Doe (Acme)",
    text: "Jane Doe at Acme <jane@acme.example> wrote:\n\nWe need 40 meetings a month.\n\nhttps://mamut.io/contact",
    messageId: "<email-1@mamut.io>",
    replyTo: { name: "Jane Doe", address: "jane@acme.example" },
  });
  expect(outcome).toBe("logged");
  expect(lines).toEqual(["mail (no SMTP_URL set, not sent): <email-1@mamut.io>; its links: https://mamut.io/contact"]);
});

test("failed attempts back off, the last one marks the message failed, and a retry delivers it", async () => {
  let up = false;
  const { store, outbox, clock, logs, queue } = setup({
    webhook: async () => {
      if (!up) throw new Error("webhook answered HTTP 503");
      return "delivered";
    },
  });
  await queue("webhook", 1);
  await outbox.drain();
  expect((await store.claimDue("webhook", 1, 1)).length).toBe(0);
  clock.ms += 999;
  await outbox.drain();
  expect(await store.counts()).toMatchObject({ pendingOutbox: 1 });
  clock.ms += 1;
  await outbox.drain(); // second attempt, after 1 s
  clock.ms += 2000;
  await outbox.drain(); // third and last attempt, after 2 s more
  expect(await store.counts()).toMatchObject({ pendingOutbox: 0, failedOutbox: 1 });
  expect(logs.join("\n")).toMatch(/failed for good after 3 attempts: webhook answered HTTP 503.*leads:retry/);

  up = true;
  clock.ms += 24 * 60 * 60 * 1000;
  await outbox.drain();
  expect(await store.counts()).toMatchObject({ failedOutbox: 1 });
  expect(await store.retry({ all: true })).toBe(1);
  await outbox.drain();
  expect(await store.counts()).toMatchObject({ failedOutbox: 0, deliveredOutbox: 1 });
});

test("a stuck webhook receiver does not hold up e-mails, and each kind keeps at most its concurrency in flight", async () => {
  const stuck = gate();
  let webhookCalls = 0;
  const emails: string[] = [];
  const { store, outbox, queue } = setup({
    webhook: async () => {
      webhookCalls += 1;
      await stuck.promise;
      return "delivered";
    },
    email: async (row) => {
      emails.push(row.idempotency_key);
      return "delivered";
    },
  });
  await queue("webhook", 5);
  await queue("email", 3);
  outbox.kick();
  await vi.waitFor(() => expect(emails).toHaveLength(3));
  expect(webhookCalls).toBe(2);
  expect(outbox.inFlight()).toEqual({ webhook: 2, email: 0 });

  stuck.open();
  await outbox.drain();
  expect(webhookCalls).toBe(5);
  expect(await store.counts()).toMatchObject({ deliveredOutbox: 8, pendingOutbox: 0 });
});

test("a webhook without an answer within the timeout is cancelled and counts as a failed attempt", async () => {
  vi.useFakeTimers();
  const { store, outbox, queue } = setup(
    {
      webhook: (_row, signal) =>
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    },
    { concurrency: 1 },
  );
  await queue("webhook", 1);
  outbox.kick();
  await vi.advanceTimersByTimeAsync(4999);
  expect(outbox.inFlight().webhook).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(outbox.inFlight().webhook).toBe(0);
  expect(await store.counts()).toMatchObject({ pendingOutbox: 1, deliveredOutbox: 0 });
});

test("a delivery that ignores the timeout is cut at three times it, and frees its slot", async () => {
  vi.useFakeTimers();
  const { store, outbox, queue } = setup({ email: () => new Promise(() => {}) }, { concurrency: 1 });
  await queue("email", 1);
  outbox.kick();
  await vi.advanceTimersByTimeAsync(14_999);
  expect(outbox.inFlight().email).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(outbox.inFlight().email).toBe(0);
  expect((await store.exportRows({})).contacts).toHaveLength(1);
  const row = await store.failed(1);
  expect(row.total).toBe(0);
  expect(await store.counts()).toMatchObject({ pendingOutbox: 1 });
});

test("stop claims nothing more and waits for the delivery in flight", async () => {
  const slow = gate();
  let calls = 0;
  const { store, outbox, queue } = setup(
    {
      webhook: async () => {
        calls += 1;
        await slow.promise;
        return "delivered";
      },
    },
    { concurrency: 1 },
  );
  await queue("webhook", 2);
  outbox.kick();
  await vi.waitFor(() => expect(calls).toBe(1));
  let stopped = false;
  const stopping = outbox.stop().then(() => (stopped = true));
  await Promise.resolve();
  expect(stopped).toBe(false);
  slow.open();
  await stopping;
  expect(calls).toBe(1);
  expect(await store.counts()).toMatchObject({ deliveredOutbox: 1, pendingOutbox: 1 });
});

test("a slow delivery renews its claim, so a second server never takes it over and sends it again", async () => {
  vi.useFakeTimers({ now: Date.parse("2026-03-02T09:00:00Z") });
  const store = openStore(":memory:");
  const sent: string[] = [];
  const logs: string[] = [];
  const server = (deliveryMs: number) =>
    createOutbox({
      store,
      deliver: {
        webhook: async (row) => {
          sent.push(row.idempotency_key);
          await new Promise((resolve) => setTimeout(resolve, deliveryMs));
          return "delivered";
        },
        email: async () => "delivered",
      },
      options: { ...options, concurrency: 1, intervalMs: 1000 },
      log: (line) => logs.push(line),
    });
  await store.addContact(
    { name: "Jane", email: "jane@acme.io", company: "Acme", message: "Hello team", source: "contact", offer },
    (lead) => [{ kind: "webhook", key: lead.key, payload: {} }],
  );
  // The lease is four times the timeout (20 s): the delivery takes 14 s, then its outcome waits
  // 7.5 s for a busy database. Without a renewal the other server would send it again at 20 s.
  const markDone = store.markDone.bind(store);
  let busy = 4;
  store.markDone = async (row, status) => {
    if (busy-- > 0) throw new Error("database is locked");
    return markDone(row, status);
  };
  const first = server(14_000);
  const second = server(0);
  first.kick();
  await vi.advanceTimersByTimeAsync(10);
  second.start();
  await vi.advanceTimersByTimeAsync(30_000);
  expect(sent).toHaveLength(1);
  expect(await store.counts()).toMatchObject({ deliveredOutbox: 1, pendingOutbox: 0 });
  expect(logs).toEqual([]);
  await second.stop();
  await store.close();
});
