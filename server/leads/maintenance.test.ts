import { afterEach, expect, test, vi } from "vitest";
import { parseServerConfig } from "../config.ts";
import { createMaintenance, startupReport } from "./maintenance.ts";
import { openStore } from "./store.ts";

/** The offer a contact was sent for (content/data/offers.ts); any one does here. */
const offer = { id: "outbound", call: "a 30-minute call" };

afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;
const retention = { unconfirmedDays: 30, quarantineDays: 30, deliveredDays: 30 };

test("unconfirmed sign-ups are purged on a schedule, not only at start-up", async () => {
  vi.useFakeTimers({ now: Date.parse("2026-03-02T09:00:00Z") });
  const store = openStore(":memory:", { now: () => new Date() });
  const lines: string[] = [];
  const maintenance = createMaintenance({ store, retention, intervalMs: DAY, log: (line) => lines.push(line) });
  await maintenance.start();
  await store.requestSubscription("never@acme.io", { resendAfterMs: 0, messages: () => [] });
  await vi.advanceTimersByTimeAsync(30 * DAY);
  expect(await store.counts()).toMatchObject({ subscriptions: 1 });
  await vi.advanceTimersByTimeAsync(DAY);
  expect(await store.counts()).toMatchObject({ subscriptions: 0 });
  expect(lines).toEqual(["leads: deleted 1 unconfirmed sign-up(s) older than 30 days"]);
  await maintenance.stop();
});

test("a message that failed for good is purged after the retention period, like a delivered one", async () => {
  vi.useFakeTimers({ now: Date.parse("2026-03-02T09:00:00Z") });
  const store = openStore(":memory:", { now: () => new Date() });
  await store.addContact(
    { name: "J", email: "j@acme.io", company: "A", message: "Hello team", source: "contact", offer },
    (lead) => [{ kind: "webhook", key: lead.key, payload: {} }],
  );
  const [row] = await store.claimDue("webhook", 1, 1000);
  if (row) await store.markFailedAttempt(row, "HTTP 500", null);
  const lines: string[] = [];
  const maintenance = createMaintenance({ store, retention, intervalMs: DAY, log: (line) => lines.push(line) });
  await maintenance.start();
  await vi.advanceTimersByTimeAsync(30 * DAY);
  expect((await store.failed(10)).total).toBe(1);
  await vi.advanceTimersByTimeAsync(DAY);
  expect((await store.failed(10)).total).toBe(0);
  expect(lines).toEqual(["leads: deleted 1 message(s) that failed for good more than 30 days ago (never delivered)"]);
  await maintenance.stop();
});

test("start-up reports failed deliveries, quarantined posts, and a production server that tells nobody", async () => {
  const store = openStore(":memory:");
  await store.addContact(
    { name: "J", email: "j@acme.io", company: "A", message: "Hello team", source: "contact", offer },
    (lead) => [{ kind: "webhook", key: lead.key, payload: {} }],
  );
  const [row] = await store.claimDue("webhook", 1, 1000);
  if (row) await store.markFailedAttempt(row, "HTTP 500", null);
  await store.addQuarantined({ form: "newsletter", reason: "honeypot", email: "bot@spam.io" });
  const lines: string[] = [];
  const collect = (line: string) => lines.push(line);

  await startupReport({ store, config: parseServerConfig({ NODE_ENV: "production" }), log: collect, warn: collect });
  expect(lines[0]).toMatch(/^outbox: 1 message\(s\) failed for good .*npm run leads:retry -- --failed/);
  expect(lines[1]).toMatch(/^leads: 1 post\(s\) in quarantine/);
  expect(lines[2]).toMatch(/neither LEAD_WEBHOOK_URL nor SMTP_URL is set: leads are stored only in DATABASE_PATH/);

  lines.length = 0;
  await startupReport({
    store,
    config: parseServerConfig({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" }),
    log: collect,
    warn: collect,
  });
  expect(lines.join("\n")).not.toContain("stored only");
});
