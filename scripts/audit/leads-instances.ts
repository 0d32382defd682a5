// The lead benchmark's multi-instance scenarios (`npm run bench:leads -- --instances` runs only
// these): two production servers on one database, and the shared rate limit's cost, on SQLite
// and on PostgreSQL (a throw-away cluster with PostgreSQL's default durability, when it is
// installed). `-- --busy` keeps every core busy during the bursts (one spinning process per core),
// as a loaded machine would.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createFormTime } from "../../server/leads/form-time.ts";
import { createFormTimeUses } from "../../server/leads/form-time-uses.ts";
import { createRateLimiter } from "../../server/leads/rate-limit.ts";
import { openStore } from "../../server/leads/store.ts";
import { createDatabase, postgresUnavailable, startPostgres } from "../postgres.ts";
import { BURST_ENV, lead, post, servedAt, tally, until } from "./leads-load.ts";
import { startReceiver, startSmtp } from "./leads-receivers.ts";
import { freePort, startServer } from "./server.ts";

const SECRET = "bench-secret-0123456789";

/** Adds a row to the bench's table. */
type RecordRow = (scenario: string, figure: string) => void;
/** Environment variables for the servers. */
type Env = Record<string, string>;

export async function benchInstances({ burst, record }: { burst: number; record: RecordRow }) {
  const reason = postgresUnavailable();
  const postgres = reason ? null : await startPostgres({ port: await freePort(), durable: true });
  if (reason) record("PostgreSQL scenarios", `skipped: ${reason}`);
  try {
    const engines: Array<[string, () => Promise<Env>]> = [["SQLite", async () => ({})]];
    if (postgres) engines.push(["PostgreSQL", async () => ({ DATABASE_URL: await createDatabase(postgres.url) })]);
    for (const [engine, database] of engines) {
      await burstOverTwo({ engine, env: await database(), burst, record });
      await killOneOfTwo({ engine, env: await database(), record });
      const { DATABASE_URL } = await database();
      const location = DATABASE_URL ?? join(mkdtempSync(join(tmpdir(), "mamut-limit-")), "site.db");
      await rateLimitCost({ engine, location, record });
      await formTimeCost({ engine, location, record });
    }
  } finally {
    postgres?.stop();
  }
}

/** Two servers on one database (SQLite: the first server's file, given to the second too). */
async function twoServers(env: Env) {
  const first = await startServer({ env });
  const second = await startServer({ env: env.DATABASE_URL ? env : { ...env, DATABASE_PATH: first.databasePath } });
  const location = env.DATABASE_URL ?? first.databasePath;
  return {
    servers: [first, second],
    /** What the database holds, read through the store. */
    async counts() {
      const store = openStore(location);
      try {
        return await store.counts();
      } finally {
        await store.close();
      }
    },
    stop: () => Promise.all([second.stop(), first.stop()]),
  };
}

const twice = (keys: Map<string, number>) => [...keys.values()].filter((n) => n > 1).length;

/** With `--busy`, one process per core spinning until the returned function stops them. */
function busyCpu(): { label: string; stop: () => void } {
  if (!process.argv.includes("--busy")) return { label: "", stop: () => {} };
  const cores = availableParallelism();
  const spinners = Array.from({ length: cores }, () =>
    spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
  );
  return { label: `, CPU busy (${cores} spinning processes)`, stop: () => spinners.forEach((child) => child.kill()) };
}

/**
 * A burst of contact posts spread over two servers: each stored once, each webhook and each
 * owner e-mail delivered once.
 */
async function burstOverTwo({
  engine,
  env,
  burst,
  record,
}: {
  engine: string;
  env: Env;
  burst: number;
  record: RecordRow;
}) {
  const hookPort = await freePort();
  const smtpPort = await freePort();
  const receiver = await startReceiver(hookPort, SECRET);
  const smtp = await startSmtp(smtpPort);
  const pair = await twoServers({
    ...env,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
    LEAD_WEBHOOK_SECRET: SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_NOTIFY_EMAIL: "owner@example.org",
    OUTBOX_INTERVAL_MS: "200",
    ...BURST_ENV,
  });
  const busy = busyCpu();
  try {
    await Promise.all(pair.servers.map((server) => servedAt(server.origin)));
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => post(pair.servers[i % 2]?.origin ?? "", "/contact", lead(`pair${i}`))),
    );
    const answered = (performance.now() - started) / 1000;
    // Every lead the servers took (a 503 told its visitor it was not stored) is delivered.
    const accepted = answers.filter((answer) => answer === 200).length;
    const delivered = await until(() => receiver.keys.size >= accepted && smtp.inbox.length >= accepted, 180_000);
    const deliveredIn = (performance.now() - started) / 1000;
    busy.stop();
    await new Promise((done) => setTimeout(done, 1000));
    const counts = await pair.counts();
    const messageIds = new Set(smtp.inbox.map((mail) => /^Message-ID: (.*)$/im.exec(mail.body)?.[1]));
    const logs = pair.servers.map((server) => server.log()).join("\n");
    const lost = logs.match(/the claim was lost|delivered but could not be recorded/g)?.length ?? 0;
    const unavailable = answers.filter((answer) => answer === 503).length;
    record(
      `${engine}, two servers: ${burst} concurrent contact posts, half to each${busy.label}`,
      `${tally(answers)} in ${answered.toFixed(1)} s (${(burst / answered).toFixed(0)} submissions/s); ` +
        `${counts.contacts} stored; webhooks ${receiver.keys.size} distinct keys, ${twice(receiver.keys)} sent twice; ` +
        `owner e-mails ${messageIds.size} distinct Message-IDs, ${smtp.inbox.length - messageIds.size} sent twice; ` +
        `${lost} claim(s) lost or outcome(s) unrecorded in flight; ${unavailable} answered 503; ` +
        `all delivered ${delivered ? `${deliveredIn.toFixed(1)} s` : "NOT within 180 s"} after the first post`,
    );
  } finally {
    busy.stop();
    await pair.stop();
    await receiver.close();
    await smtp.close();
  }
}

/**
 * 200 leads queued while the receiver is down, then delivered by two servers to a slow receiver;
 * one server is killed (SIGKILL) after 20 deliveries.
 */
async function killOneOfTwo({ engine, env, record }: { engine: string; env: Env; record: RecordRow }) {
  const total = 200;
  const hookPort = await freePort();
  const pair = await twoServers({
    ...env,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
    LEAD_WEBHOOK_SECRET: SECRET,
    OUTBOX_INTERVAL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_RETRY_CAP_MS: "500",
    OUTBOX_TIMEOUT_MS: "1000",
    ...BURST_ENV,
  });
  try {
    // Queued while the receiver is down, so every delivery lies ahead.
    await Promise.all(
      Array.from({ length: total }, (_, i) => post(pair.servers[i % 2]?.origin ?? "", "/contact", lead(`kill${i}`))),
    );
    const slow = await startReceiver(hookPort, SECRET, { delayMs: 100 });
    try {
      await until(() => slow.keys.size >= 20, 30_000);
      const killed = performance.now();
      pair.servers[0]?.child.kill("SIGKILL");
      const done = await until(() => slow.keys.size >= total, 60_000);
      const seconds = (performance.now() - killed) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      record(
        `${engine}, two servers: one killed (SIGKILL) after 20 of ${total} deliveries`,
        `${slow.keys.size} of ${total} keys delivered (${total - slow.keys.size} lost), ${twice(slow.keys)} delivered twice ` +
          `(in flight at the kill); the rest ${done ? `delivered ${seconds.toFixed(1)} s after the kill` : "NOT within 60 s"}`,
      );
    } finally {
      await slow.close();
    }
  } finally {
    await pair.stop();
  }
}

/**
 * The shared rate limit in process: one upsert per counted post, and the refusals a server
 * answers from memory once a client is over the limit.
 */
async function rateLimitCost({ engine, location, record }: { engine: string; location: string; record: RecordRow }) {
  const store = openStore(location);
  await store.ready();
  try {
    const limiter = createRateLimiter({ store, max: 10, windowMs: 600_000 });
    const counted = 2000;
    let started = process.hrtime.bigint();
    for (let i = 0; i < counted; i += 1) await limiter.hit(`/contact 10.0.${i >> 8}.${i & 255}`);
    const perPost = Number(process.hrtime.bigint() - started) / counted / 1000;
    for (let i = 0; i < 11; i += 1) await limiter.hit("/contact 192.0.2.1");
    const refusals = 100_000;
    started = process.hrtime.bigint();
    for (let i = 0; i < refusals; i += 1) await limiter.hit("/contact 192.0.2.1");
    const perRefusal = Number(process.hrtime.bigint() - started) / refusals;
    record(
      `${engine}: the shared rate limit`,
      `${perPost.toFixed(0)} µs per counted post (one upsert, ${counted} addresses); ` +
        `${perRefusal.toFixed(0)} ns per refusal of a client already over the limit (memory, no write)`,
    );
  } finally {
    await store.close();
  }
}

/** Counting a post against its signed time's uses (form-time-uses.ts): one upsert of two keys. */
async function formTimeCost({ engine, location, record }: { engine: string; location: string; record: RecordRow }) {
  const store = openStore(location);
  await store.ready();
  try {
    const formTime = createFormTime({ secret: async () => "bench-form-time-secret-0123456789abcdef" });
    const uses = createFormTimeUses({ store, tag: formTime.tag, maxPosts: 10, maxPerClient: 3 });
    const posts = 2000;
    const started = process.hrtime.bigint();
    // A time per 8 posts, one client each: what visitors' posts look like.
    for (let i = 0; i < posts; i += 1)
      await uses.use({ form: "contact", ms: 1_700_000_000_000 + (i >> 3), client: `10.1.${i >> 8}.${i & 255}` });
    const perPost = Number(process.hrtime.bigint() - started) / posts / 1000;
    record(
      `${engine}: a signed time's posts counted`,
      `${perPost.toFixed(0)} µs per valid post (one upsert of two keys, ${posts} posts)`,
    );
  } finally {
    await store.close();
  }
}
