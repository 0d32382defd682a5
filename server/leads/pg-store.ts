import pg from "pg";
import type { PoolClient, QueryResultRow } from "pg";
import { CONFIRM_TOKEN_TTL_MS, hashToken, newClaim, newKey, newToken } from "./keys.ts";
import { MIGRATIONS_TABLE, migrationSql, migrations } from "./schema.ts";
import type { FailedMessage, LeadStore, OutboxMessage, OutboxRow, StoreOptions, SubscriptionTokens } from "./store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const INT8 = 20;
// Any fixed number: every server and owner's command takes the same lock to migrate.
const MIGRATION_LOCK = 7_412_020;

export type Client = PoolClient;
export type TokenRow = { id: number; email: string; status: string; expires_at: string | null };

/** The one row a statement always returns (a count, an upsert's RETURNING). */
function only<Row>([row]: Row[]): Row {
  if (row === undefined) throw new Error("The statement returned no row");
  return row;
}

/**
 * The lead store on PostgreSQL (`pg`), for owners who run several servers on one database.
 * All of this engine's SQL is here; it keeps the same rows as the SQLite store (times as
 * ISO text and epoch milliseconds), so the export and the tools read the same either way.
 *
 * Transactions run at READ COMMITTED and lock what they change: a subscription row is locked
 * before its tokens are checked (FOR UPDATE), and outbox messages are claimed with
 * FOR UPDATE SKIP LOCKED, so two servers claiming at once take different messages.
 * @param url a postgres:// or postgresql:// URL
 */
export function openPostgresStore(
  url: string,
  { now = () => new Date(), log = console.error, pool: sizes = {} }: StoreOptions = {},
): LeadStore {
  const connect = (max: number) => {
    const connections = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: sizes.waitMs ?? 30_000,
      // Counts and epoch milliseconds fit a JavaScript number; pg would return them as strings.
      types: {
        getTypeParser: (oid, format) => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)),
      },
    });
    // An idle connection that the database drops (a restart, a failover) is replaced on the next
    // query; unhandled, its error would stop the process.
    connections.on("error", (error) => log(`database: an idle connection failed: ${error.message}`));
    return connections;
  };
  // DATABASE_POOL_MAX and DATABASE_POOL_WAIT_MS (server/config.ts); the owner's tools need few.
  const pool = connect(sizes.max ?? 4);
  // Keeping an outbox claim alive must not wait for a connection behind a burst of form posts: the
  // claim would run out and the message go out twice. Renewals and outcomes have their own two.
  const claims = connect(2);

  const ready = migrate(pool);
  // Callers see the failure from ready() or their own query; this only keeps it from being unhandled.
  ready.catch(() => {});

  const iso = () => now().toISOString();
  const daysAgo = (days: number) => new Date(now().getTime() - days * DAY_MS).toISOString();

  /** The rows, typed by the caller after the columns its SQL selects. */
  const query = async <Row extends QueryResultRow = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
    on: pg.Pool = pool,
  ) => {
    await ready;
    return (await on.query<Row>(sql, params)).rows;
  };
  const changes = async (sql: string, params: unknown[] = [], on: pg.Pool = pool) => {
    await ready;
    return (await on.query(sql, params)).rowCount ?? 0;
  };
  /** Runs `work` in one transaction on one connection. */
  const transaction = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    await ready;
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  const enqueue = async (client: Client, messages: OutboxMessage[]) => {
    for (const message of messages) {
      await client.query(
        `INSERT INTO outbox (kind, idempotency_key, payload, next_attempt_at, subject_email, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          message.kind,
          message.key,
          JSON.stringify(message.payload),
          now().getTime(),
          message.subjectEmail?.toLowerCase() ?? null,
          iso(),
        ],
      );
    }
  };
  /** @param lock lock the subscription row until the transaction ends */
  const findToken = async (
    client: Client | pg.Pool,
    token: string,
    purpose: "confirm" | "unsubscribe",
    lock = false,
  ): Promise<TokenRow | undefined> =>
    (
      await client.query<TokenRow>(
        `SELECT s.id, s.email, s.status, t.expires_at FROM newsletter_tokens t
         JOIN newsletter_subscriptions s ON s.id = t.subscription_id
         WHERE t.token_hash = $1 AND t.purpose = $2 ${lock ? "FOR UPDATE OF s" : ""}`,
        [hashToken(token), purpose],
      )
    ).rows[0];
  /** The same rule as the SQLite store: a used link says "confirmed" until it expires. */
  const confirmState = (
    row: { status: string; expires_at: string | null } | undefined,
  ): "valid" | "confirmed" | "expired" | "invalid" => {
    if (!row || row.status === "unsubscribed") return "invalid";
    if (row.expires_at !== null && row.expires_at < iso()) return "expired";
    return row.status === "confirmed" ? "confirmed" : "valid";
  };
  /** Starts or renews a double opt-in inside a transaction: the same rule as the SQLite store. */
  const subscribe = async (
    client: Client,
    email: string,
    { resendAfterMs, messages }: { resendAfterMs: number; messages: (tokens: SubscriptionTokens) => OutboxMessage[] },
  ): Promise<SubscriptionTokens | null> => {
    // The row exists (new ones as pending, never sent) and is locked: two sign-ups of one
    // address at once send one e-mail.
    await client.query(
      `INSERT INTO newsletter_subscriptions (email, status, created_at) VALUES ($1, 'pending', $2)
         ON CONFLICT (email) DO NOTHING`,
      [email, iso()],
    );
    const row = only(
      (
        await client.query<{ id: number; status: string; last_sent_at: string | null }>(
          "SELECT id, status, last_sent_at FROM newsletter_subscriptions WHERE email = $1 FOR UPDATE",
          [email],
        )
      ).rows,
    );
    if (row.status === "confirmed") return null;
    const lastSent = row.status === "pending" && row.last_sent_at ? Date.parse(row.last_sent_at) : Number.NaN;
    if (lastSent + resendAfterMs > now().getTime()) return null;
    await client.query(
      `UPDATE newsletter_subscriptions SET last_sent_at = $2, unsubscribed_at = NULL,
           created_at = CASE WHEN status = 'unsubscribed' THEN $2 ELSE created_at END, status = 'pending'
         WHERE id = $1`,
      [row.id, iso()],
    );
    const tokens = { confirmToken: newToken(), unsubscribeToken: newToken() };
    const expires = new Date(now().getTime() + CONFIRM_TOKEN_TTL_MS).toISOString();
    await client.query(
      `INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at, created_at)
         VALUES ($1, $3, 'confirm', $4, $5), ($2, $3, 'unsubscribe', NULL, $5)`,
      [hashToken(tokens.confirmToken), hashToken(tokens.unsubscribeToken), row.id, expires, iso()],
    );
    await enqueue(client, messages(tokens));
    return tokens;
  };

  const count = async (sql: string) => Number((await query(sql))[0]?.n ?? 0);

  return {
    ready: () => ready,

    async ping() {
      await query("SELECT 1");
    },

    async secret(name) {
      await query("INSERT INTO secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING", [
        name,
        newToken(),
        iso(),
      ]);
      return String((await query<{ value: string }>("SELECT value FROM secrets WHERE name = $1", [name]))[0]?.value);
    },

    addContact: (input, messages) =>
      transaction(async (client) => {
        const lead = { key: newKey("contact"), createdAt: iso() };
        await client.query(
          `INSERT INTO contact_submissions (lead_key, created_at, name, email, company, role, message, consent_at, source, offer)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $2, $8, $9)`,
          [
            lead.key,
            lead.createdAt,
            input.name,
            input.email,
            input.company,
            input.role ?? null,
            input.message,
            input.source,
            input.offer.id,
          ],
        );
        await enqueue(client, messages(lead));
        return lead;
      }),

    async addQuarantined(input) {
      await query(
        `INSERT INTO quarantine (created_at, form, reason, email, name, company, role, message, source, offer)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          iso(),
          input.form,
          input.reason,
          input.email,
          input.name ?? null,
          input.company ?? null,
          input.role ?? null,
          input.message ?? null,
          input.source ?? null,
          input.offer ?? null,
        ],
      );
    },

    requestSubscription: (email, options) => transaction((client) => subscribe(client, email, options)),

    async addSignup(email) {
      await query("INSERT INTO newsletter_requests (email, created_at) VALUES ($1, $2)", [email, iso()]);
    },

    // Requests another server is taking are skipped; addresses are locked in one order (by
    // address), so two servers taking batches at once never deadlock.
    takeSignups: (limit, { resendAfterMs, messages }) =>
      transaction(async (client) => {
        const { rows } = await client.query<{ email: string }>(
          `DELETE FROM newsletter_requests WHERE id IN (
             SELECT id FROM newsletter_requests ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING email`,
          [limit],
        );
        const emails = rows.map((row) => String(row.email)).sort();
        let sent = 0;
        for (const email of emails) {
          const tokens = await subscribe(client, email, {
            resendAfterMs,
            messages: (created) => messages(email, created),
          });
          if (tokens) sent += 1;
        }
        return { taken: emails.length, sent };
      }),

    async confirmationStatus(token) {
      await ready;
      return confirmState(await findToken(pool, token, "confirm"));
    },

    confirmSubscription: (token, messages) =>
      transaction(async (client) => {
        const row = await findToken(client, token, "confirm", true);
        const state = confirmState(row);
        if (state !== "valid" || !row) return state === "valid" ? "invalid" : state;
        const subscription = { email: row.email, key: newKey("newsletter"), confirmedAt: iso() };
        await client.query(
          "UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = $1, lead_key = $2 WHERE id = $3",
          [subscription.confirmedAt, subscription.key, row.id],
        );
        await enqueue(client, messages(subscription));
        return "confirmed";
      }),

    async unsubscribeTokenKnown(token) {
      await ready;
      return (await findToken(pool, token, "unsubscribe")) !== undefined;
    },

    unsubscribe: (token) =>
      transaction(async (client) => {
        const row = await findToken(client, token, "unsubscribe", true);
        if (!row) return "invalid";
        await client.query(
          "UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = $1 WHERE id = $2 AND status != 'unsubscribed'",
          [iso(), row.id],
        );
        await client.query("DELETE FROM newsletter_tokens WHERE subscription_id = $1 AND purpose = 'confirm'", [
          row.id,
        ]);
        return "unsubscribed";
      }),

    async claimDue(kind, limit, leaseMs) {
      const time = now().getTime();
      return query<OutboxRow>(
        `UPDATE outbox SET claimed_until = $4, claimed_by = $5
         WHERE id IN (
           SELECT id FROM outbox
           WHERE kind = $1 AND status = 'pending' AND next_attempt_at <= $3
             AND (claimed_until IS NULL OR claimed_until <= $3)
           ORDER BY next_attempt_at, id LIMIT $2
           FOR UPDATE SKIP LOCKED)
         RETURNING id, kind, idempotency_key, payload, attempts, claimed_by AS claim`,
        [kind, limit, time, time + leaseMs, newClaim()],
      );
    },

    async renewClaim(row, leaseMs) {
      return (
        (await changes(
          "UPDATE outbox SET claimed_until = $1 WHERE id = $2 AND claimed_by = $3 AND status = 'pending'",
          [now().getTime() + leaseMs, row.id, row.claim],
          claims,
        )) > 0
      );
    },

    async markDone(row, status) {
      await query(
        `UPDATE outbox SET status = $1, delivered_at = $2, attempts = attempts + 1, claimed_until = NULL, claimed_by = NULL
         WHERE id = $3 AND claimed_by = $4`,
        [status, iso(), row.id, row.claim],
        claims,
      );
    },

    async markFailedAttempt(row, error, retryAt) {
      await query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $1, status = $2, claimed_until = NULL, claimed_by = NULL,
           next_attempt_at = coalesce($3, next_attempt_at), failed_at = $6 WHERE id = $4 AND claimed_by = $5`,
        [
          error.slice(0, 500),
          retryAt === null ? "failed" : "pending",
          retryAt,
          row.id,
          row.claim,
          retryAt === null ? iso() : null,
        ],
        claims,
      );
    },

    async hitRateLimit(key, windowMs) {
      const time = now().getTime();
      return only(
        await query<{ hits: number; resetAt: number }>(
          `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, $3)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.hits + 1 END,
             reset_at = CASE WHEN r.reset_at <= $2 THEN $3 ELSE r.reset_at END
           RETURNING hits, reset_at AS "resetAt"`,
          [key, time, time + windowMs],
        ),
      );
    },

    async refundRateLimit(key) {
      await query("UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > $2", [
        key,
        now().getTime(),
      ]);
    },

    purgeRateLimits: () => changes("DELETE FROM rate_limits WHERE reset_at <= $1", [now().getTime()]),

    // One statement counts a post under both keys, the time's first: two posts lock the rows in
    // the same order, so they wait for each other and never deadlock.
    async useFormTime(keys, expiresAt) {
      const rows = await query<{ key: string; uses: number }>(
        `INSERT INTO form_time_uses AS u (key, uses, expires_at) VALUES ($1, 1, $3), ($2, 1, $3)
         ON CONFLICT (key) DO UPDATE SET uses = u.uses + 1, expires_at = EXCLUDED.expires_at
         RETURNING key, uses`,
        [keys.all, keys.client, expiresAt],
      );
      const uses = (key: string) => only(rows.filter((row) => row.key === key)).uses;
      return { all: uses(keys.all), client: uses(keys.client) };
    },

    purgeFormTimeUses: () => changes("DELETE FROM form_time_uses WHERE expires_at <= $1", [now().getTime()]),

    async retry(selector) {
      const byKey = "key" in selector;
      return changes(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, claimed_until = NULL,
           claimed_by = NULL, delivered_at = NULL, failed_at = NULL WHERE ${byKey ? "idempotency_key = $2" : "status = 'failed'"}`,
        byKey ? [now().getTime(), selector.key] : [now().getTime()],
      );
    },

    async failed(limit) {
      const total = await count("SELECT count(*) AS n FROM outbox WHERE status = 'failed'");
      const messages = await query<FailedMessage>(
        `SELECT idempotency_key AS key, kind, attempts, last_error AS "lastError", created_at AS "createdAt",
           failed_at AS "failedAt"
         FROM outbox WHERE status = 'failed' ORDER BY created_at, id LIMIT $1`,
        [limit],
      );
      return { total, messages };
    },

    purge: (days) =>
      transaction(async (client) => {
        const run = async (sql: string, params: unknown[]) => (await client.query(sql, params)).rowCount ?? 0;
        return {
          unconfirmed:
            (await run(
              "DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND coalesce(last_sent_at, created_at) < $1",
              [daysAgo(days.unconfirmedDays)],
            )) + (await run("DELETE FROM newsletter_requests WHERE created_at < $1", [daysAgo(days.unconfirmedDays)])),
          quarantined: await run("DELETE FROM quarantine WHERE created_at < $1", [daysAgo(days.quarantineDays)]),
          delivered: await run("DELETE FROM outbox WHERE status IN ('delivered', 'logged') AND delivered_at < $1", [
            daysAgo(days.deliveredDays),
          ]),
          failed: await run("DELETE FROM outbox WHERE status = 'failed' AND failed_at < $1", [
            daysAgo(days.deliveredDays),
          ]),
          expiredTokens: await run("DELETE FROM newsletter_tokens WHERE purpose = 'confirm' AND expires_at < $1", [
            iso(),
          ]),
        };
      }),

    async erase(email) {
      const address = email.trim().toLowerCase();
      const removed = await transaction(async (client) => {
        const run = async (sql: string) => (await client.query(sql, [address])).rowCount ?? 0;
        return {
          contacts: await run("DELETE FROM contact_submissions WHERE lower(email) = $1"),
          newsletter:
            (await run("DELETE FROM newsletter_subscriptions WHERE lower(email) = $1")) +
            (await run("DELETE FROM newsletter_requests WHERE lower(email) = $1")),
          quarantined: await run("DELETE FROM quarantine WHERE lower(email) = $1"),
          // Messages about the person, and any other message that quotes the address.
          outbox: await run("DELETE FROM outbox WHERE subject_email = $1 OR strpos(lower(payload), $1) > 0"),
        };
      });
      // Deleted rows stay in the table's pages until they are reused; VACUUM FULL writes each
      // table and its indexes into new files and drops the old ones (see README, Leads, for
      // what it cannot reach: the write-ahead log, backups, replicas, the disk's free blocks).
      await changes(
        "VACUUM (FULL) contact_submissions, newsletter_subscriptions, newsletter_tokens, newsletter_requests, quarantine, outbox",
      );
      return { ...removed, filesRewritten: true };
    },

    async exportRows({ type, since }) {
      const from = since ?? "0000";
      return {
        contacts:
          type === "newsletter"
            ? []
            : await query(
                `SELECT lead_key, created_at, name, email, company, role, message, source, offer
                 FROM contact_submissions WHERE created_at >= $1 ORDER BY created_at, id`,
                [from],
              ),
        quarantined: await query(
          `SELECT form, created_at, reason, name, email, company, role, message, source, offer
           FROM quarantine WHERE created_at >= $1 AND ($2::text IS NULL OR form = $2) ORDER BY created_at, id`,
          [from, type ?? null],
        ),
        subscriptions:
          type === "contact"
            ? []
            : await query(
                `SELECT lead_key, created_at, email, status, confirmed_at, unsubscribed_at
                 FROM newsletter_subscriptions WHERE created_at >= $1 ORDER BY created_at, id`,
                [from],
              ),
      };
    },

    async counts() {
      return only(
        await query<Record<string, number>>(
          `SELECT
           (SELECT count(*) FROM contact_submissions) AS contacts,
           (SELECT count(*) FROM quarantine) AS quarantined,
           (SELECT count(*) FROM newsletter_subscriptions) AS subscriptions,
           (SELECT count(*) FROM outbox WHERE status = 'pending') AS "pendingOutbox",
           (SELECT count(*) FROM outbox WHERE status = 'delivered') AS "deliveredOutbox",
           (SELECT count(*) FROM outbox WHERE status = 'logged') AS "loggedOutbox",
           (SELECT count(*) FROM outbox WHERE status = 'failed') AS "failedOutbox"`,
        ),
      );
    },

    async close() {
      await ready.catch(() => {});
      await Promise.all([pool.end(), claims.end()]);
    },
  };
}

/**
 * Brings the database up to the latest schema, in one transaction under an advisory lock, so
 * a second server starting at the same moment waits and then finds every step applied.
 */
async function migrate(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const applied = new Set(
      (await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((row) =>
        Number(row.version),
      ),
    );
    for (const [index, migration] of migrations.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await client.query(migrationSql(migration, "postgres"));
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
        version,
        new Date().toISOString(),
      ]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
