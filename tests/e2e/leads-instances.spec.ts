import { createDatabase } from "../../scripts/postgres.ts";
import { startReceiver, startSmtp } from "../../scripts/audit/leads-receivers.ts";
import { openStore } from "../../server/leads/store.ts";
import { expect, test } from "./support/test";
import { freshDatabasePath, postForm, startServer, testPort, validContact, type RunningServer } from "./support/leads";

// Several server processes on one database (a deploy that overlaps two servers, or several
// machines behind a load balancer), on each engine: every lead stored once and, when nothing
// fails, each webhook and e-mail delivered once; one rate limit for all; a server killed
// mid-delivery loses nothing, and what it had in flight may arrive again under the same key
// (delivery is at least once: README, Leads).
test.describe.configure({ mode: "serial" });

const SECRET = "test-secret-0123456789";
const engines = ["SQLite", "PostgreSQL"] as const;
type Engine = (typeof engines)[number];

/** A new empty database on the engine: the server settings that select it, and its location. */
async function freshDatabase(engine: Engine): Promise<{ env: Record<string, string>; location: string }> {
  if (engine === "SQLite") {
    const location = freshDatabasePath();
    return { env: { DATABASE_PATH: location }, location };
  }
  const location = await createDatabase(process.env.E2E_POSTGRES_URL ?? "");
  return { env: { DATABASE_URL: location }, location };
}

/** Settings for servers on that database that post each lead to a local receiver. */
const serverEnv = (database: { env: Record<string, string> }, hookPort: number) => ({
  ...database.env,
  LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
  LEAD_WEBHOOK_SECRET: SECRET,
  OUTBOX_INTERVAL_MS: "100",
});

/** What the database holds, read through the store as the owner's tools read it. */
async function stored(location: string) {
  const store = openStore(location);
  try {
    const { contacts } = await store.exportRows({ type: "contact" });
    return { keys: contacts.map((row) => String(row.lead_key)), counts: await store.counts() };
  } finally {
    await store.close();
  }
}

/** Each form post from its own client address (the servers trust loopback's X-Forwarded-For). */
const from = (i: number) => ({ "X-Forwarded-For": `198.18.${i >> 8}.${i & 255}` });

function skipWithout(engine: Engine) {
  test.skip(engine === "PostgreSQL" && !process.env.E2E_POSTGRES_URL, process.env.E2E_POSTGRES_SKIP);
}

for (const [index, engine] of engines.entries()) {
  const port = (offset: number) => testPort(70 + index * 10 + offset);

  test(`two servers on one ${engine} database: 200 submissions spread over both, each webhook and e-mail sent once, one rate limit`, async () => {
    skipWithout(engine);
    test.setTimeout(60_000);
    const database = await freshDatabase(engine);
    const receiver = await startReceiver(port(0), SECRET);
    const smtp = await startSmtp(port(6));
    const env = {
      ...serverEnv(database, port(0)),
      TRUST_PROXY: "loopback",
      RATE_LIMIT_MAX: "5",
      SMTP_URL: `smtp://127.0.0.1:${port(6)}`,
      LEAD_NOTIFY_EMAIL: "owner@example.org",
    };
    const servers: RunningServer[] = await Promise.all([startServer(port(1), env), startServer(port(2), env)]);
    try {
      const total = 200;
      const answers = await Promise.all(
        Array.from({ length: total }, (_, i) =>
          postForm(servers[i % 2]!.url, "/contact", validContact(`pair${i}`), from(i)).then((r) => r.status),
        ),
      );
      expect(answers.filter((status) => status !== 200)).toEqual([]);

      // One client, alternating between the servers: the limit of 5 holds across both.
      const limited: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const response = await postForm(servers[i % 2]!.url, "/contact", validContact(`limit${i}`), from(9999));
        limited.push(response.status);
      }
      expect(limited).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);

      await expect.poll(() => receiver.keys.size, { timeout: 30_000 }).toBe(total + 5);
      await expect.poll(async () => (await stored(database.location)).counts.pendingOutbox).toBe(0);
      const { keys, counts } = await stored(database.location);
      expect(keys).toHaveLength(total + 5);
      expect(new Set(keys)).toEqual(new Set(receiver.keys.keys()));
      expect([...receiver.keys.values()].filter((times) => times !== 1)).toEqual([]);
      expect(receiver.badSignatures).toBe(0);
      // Each owner e-mail once: its Message-ID is its key.
      await expect.poll(() => smtp.inbox.length, { timeout: 30_000 }).toBe(total + 5);
      const messageIds = smtp.inbox.map((mail) => /^Message-ID: (.*)$/im.exec(mail.body)?.[1]);
      expect(new Set(messageIds).size).toBe(total + 5);
      expect(counts).toMatchObject({ failedOutbox: 0 });
      expect(counts.deliveredOutbox).toBe(2 * (total + 5));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await receiver.close();
      await smtp.close();
    }
  });

  test(`a server on a ${engine} database killed in the middle of deliveries: the other delivers every lead, none lost`, async () => {
    skipWithout(engine);
    test.setTimeout(60_000);
    const database = await freshDatabase(engine);
    const concurrency = 4;
    const env = {
      ...serverEnv(database, port(3)),
      RATE_LIMIT_MAX: "1000",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_CAP_MS: "500",
      OUTBOX_CONCURRENCY: String(concurrency),
      // A claim's lease is four times this: the killed server's messages are free again after 4 s.
      OUTBOX_TIMEOUT_MS: "1000",
    };
    const [victim, survivor] = await Promise.all([startServer(port(4), env), startServer(port(5), env)]);
    let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
    try {
      // Every lead is stored while the receiver is down, so the deliveries all lie ahead.
      const total = 60;
      const answers = await Promise.all(
        Array.from({ length: total }, (_, i) =>
          postForm((i % 2 ? victim : survivor).url, "/contact", validContact(`kill${i}`)).then((r) => r.status),
        ),
      );
      expect(answers.filter((status) => status !== 200)).toEqual([]);
      // A slow receiver keeps deliveries in flight; it counts each one before it answers.
      const hook = await startReceiver(port(3), SECRET, { delayMs: 400 });
      receiver = hook;
      await expect.poll(() => hook.keys.size).toBeGreaterThanOrEqual(concurrency * 2);
      victim.process.kill("SIGKILL");
      expect(await victim.stop()).toBeNull();
      expect(hook.keys.size).toBeLessThan(total);

      await expect.poll(() => hook.keys.size, { timeout: 30_000 }).toBe(total);
      await expect.poll(async () => (await stored(database.location)).counts.pendingOutbox).toBe(0);
      const { keys, counts } = await stored(database.location);
      expect(new Set(keys)).toEqual(new Set(hook.keys.keys()));
      expect(counts).toMatchObject({ contacts: total, deliveredOutbox: total, failedOutbox: 0 });
      // Only what the killed server had in flight may arrive twice, under the same key.
      const twice = [...hook.keys.values()].filter((times) => times > 1);
      expect(twice.length).toBeLessThanOrEqual(concurrency);
      expect(twice.every((times) => times === 2)).toBe(true);
    } finally {
      await Promise.all([victim.stop(), survivor.stop()]);
      await receiver?.close();
    }
  });
}
