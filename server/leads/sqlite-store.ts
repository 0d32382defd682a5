import type { SQLInputValue } from "node:sqlite";
import { CONFIRM_TOKEN_TTL_MS, hashToken, newClaim, newKey, newToken } from "./keys.ts";
import { lockWaits, only, openDatabase, transaction } from "./sqlite-database.ts";
import type {
  ConfirmedSubscription,
  ContactInput,
  FailedMessage,
  LeadStore,
  OutboxMessage,
  OutboxRow,
  PurgeResult,
  RetentionDays,
  SignupOptions,
  StoredLead,
  SubscriptionTokens,
} from "./store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The lead store on embedded SQLite (sqlite-database.ts). All of this engine's SQL is here.
 *
 * Several processes may share the file (a deploy overlaps two servers; the owner's commands
 * run beside the server): WAL lets readers and one writer work at once, a writer waits for
 * another's commit without blocking the event loop (sqlite-database.ts), and every transaction
 * that writes takes the write lock when it begins (BEGIN IMMEDIATE), since one that read first
 * cannot wait for it later: SQLite would fail it at once with SQLITE_BUSY.
 * @param path a file path, or ":memory:"
 */
export function openSqliteStore(path: string, { now = () => new Date() }: { now?: () => Date } = {}): LeadStore {
  const db = openDatabase(path);
  const { whenFree, retryWhileBusy } = lockWaits();

  const iso = () => now().toISOString();
  const daysAgo = (days: number) => new Date(now().getTime() - days * DAY_MS).toISOString();
  const insertMessage = db.prepare(
    `INSERT INTO outbox (kind, idempotency_key, payload, next_attempt_at, subject_email, created_at)
     VALUES (@kind, @key, @payload, @due, @subjectEmail, @createdAt)`,
  );
  const enqueue = (messages: OutboxMessage[]) => {
    for (const message of messages) {
      insertMessage.run({
        kind: message.kind,
        key: message.key,
        payload: JSON.stringify(message.payload),
        due: now().getTime(),
        subjectEmail: message.subjectEmail?.toLowerCase() ?? null,
        createdAt: iso(),
      });
    }
  };
  const findToken = (token: string, purpose: "confirm" | "unsubscribe") =>
    db
      .prepare<{ id: number; email: string; status: string; expires_at: string | null }>(
        `SELECT s.id, s.email, s.status, t.expires_at FROM newsletter_tokens t
         JOIN newsletter_subscriptions s ON s.id = t.subscription_id
         WHERE t.token_hash = ? AND t.purpose = ?`,
      )
      .get(hashToken(token), purpose);
  /** A confirmation link stays "confirmed" after use (reopening it says so) until it expires. */
  const confirmState = (
    row: { status: string; expires_at: string | null } | undefined,
  ): "valid" | "confirmed" | "expired" | "invalid" => {
    if (!row || row.status === "unsubscribed") return "invalid";
    if (row.expires_at !== null && row.expires_at < iso()) return "expired";
    return row.status === "confirmed" ? "confirmed" : "valid";
  };

  const addContact = transaction(db, (input: ContactInput, messages: (lead: StoredLead) => OutboxMessage[]) => {
    const lead = { key: newKey("contact"), createdAt: iso() };
    db.prepare(
      `INSERT INTO contact_submissions (lead_key, created_at, name, email, company, role, message, consent_at, source, offer)
       VALUES (@key, @createdAt, @name, @email, @company, @role, @message, @createdAt, @source, @offer)`,
    ).run({ ...lead, ...input, role: input.role ?? null, offer: input.offer.id });
    enqueue(messages(lead));
    return lead;
  });

  const requestSubscription = transaction(
    db,
    (
      email: string,
      { resendAfterMs, messages }: { resendAfterMs: number; messages: (tokens: SubscriptionTokens) => OutboxMessage[] },
    ) => {
      const row = db
        .prepare<{ id: number; status: string; last_sent_at: string | null }>(
          "SELECT id, status, last_sent_at FROM newsletter_subscriptions WHERE email = ?",
        )
        .get(email);
      if (row?.status === "confirmed") return null;
      // A link went out a moment ago: it stays valid, and the address is not flooded.
      const lastSent = row?.status === "pending" && row.last_sent_at ? Date.parse(row.last_sent_at) : Number.NaN;
      if (lastSent + resendAfterMs > now().getTime()) return null;
      const id = row
        ? (db
            .prepare(
              `UPDATE newsletter_subscriptions SET last_sent_at = @now, unsubscribed_at = NULL,
                 created_at = CASE WHEN status = 'unsubscribed' THEN @now ELSE created_at END, status = 'pending'
               WHERE id = @id`,
            )
            .run({ id: row.id, now: iso() }),
          row.id)
        : Number(
            db
              .prepare(
                `INSERT INTO newsletter_subscriptions (email, status, created_at, last_sent_at)
                 VALUES (?, 'pending', ?, ?)`,
              )
              .run(email, iso(), iso()).lastInsertRowid,
          );
      const tokens = { confirmToken: newToken(), unsubscribeToken: newToken() };
      const addToken = db.prepare(
        "INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
      );
      const expires = new Date(now().getTime() + CONFIRM_TOKEN_TTL_MS).toISOString();
      addToken.run(hashToken(tokens.confirmToken), id, "confirm", expires, iso());
      addToken.run(hashToken(tokens.unsubscribeToken), id, "unsubscribe", null, iso());
      enqueue(messages(tokens));
      return tokens;
    },
  );

  const confirmSubscription = transaction(
    db,
    (token: string, messages: (subscription: ConfirmedSubscription) => OutboxMessage[]) => {
      const row = findToken(token, "confirm");
      const state = confirmState(row);
      if (state !== "valid" || !row) return state === "valid" ? "invalid" : state;
      const subscription = { email: row.email, key: newKey("newsletter"), confirmedAt: iso() };
      db.prepare(
        "UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ?, lead_key = ? WHERE id = ?",
      ).run(subscription.confirmedAt, subscription.key, row.id);
      enqueue(messages(subscription));
      return "confirmed";
    },
  );

  // Oldest first; each in a savepoint of its own, so one address never holds up the others.
  const takeSignups = transaction(
    db,
    (limit: number, { resendAfterMs, messages }: SignupOptions): { taken: number; sent: number } => {
      const rows = db
        .prepare<{ id: number; email: string }>("SELECT id, email FROM newsletter_requests ORDER BY id LIMIT ?")
        .all(limit);
      let sent = 0;
      for (const { email } of rows) {
        if (requestSubscription(email, { resendAfterMs, messages: (tokens) => messages(email, tokens) })) sent += 1;
      }
      const last = rows.at(-1);
      if (last) db.prepare("DELETE FROM newsletter_requests WHERE id <= ?").run(last.id);
      return { taken: rows.length, sent };
    },
  );

  const unsubscribe = transaction(db, (token: string) => {
    const row = findToken(token, "unsubscribe");
    if (!row) return "invalid";
    db.prepare(
      "UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = ? WHERE id = ? AND status != 'unsubscribed'",
    ).run(iso(), row.id);
    db.prepare("DELETE FROM newsletter_tokens WHERE subscription_id = ? AND purpose = 'confirm'").run(row.id);
    return "unsubscribed";
  });

  // One statement: SQLite runs one writer at a time, so two processes never claim the same row.
  const claimDue = db.prepare<OutboxRow>(
    `UPDATE outbox SET claimed_until = @until, claimed_by = @claim
     WHERE id IN (
       SELECT id FROM outbox
       WHERE kind = @kind AND status = 'pending' AND next_attempt_at <= @now
         AND (claimed_until IS NULL OR claimed_until <= @now)
       ORDER BY next_attempt_at, id LIMIT @limit)
     RETURNING id, kind, idempotency_key, payload, attempts, claimed_by AS claim`,
  );
  // A window per key: the first post opens it, a post after its end opens the next one.
  const hitRateLimit = db.prepare<{ hits: number; resetAt: number }>(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES (@key, 1, @reset)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN reset_at <= @now THEN 1 ELSE hits + 1 END,
       reset_at = CASE WHEN reset_at <= @now THEN @reset ELSE reset_at END
     RETURNING hits, reset_at AS resetAt`,
  );

  // One statement counts a post under both keys, so no other post comes between the two counts.
  const useFormTime = db.prepare<{ key: string; uses: number }>(
    `INSERT INTO form_time_uses (key, uses, expires_at) VALUES (@all, 1, @expires), (@client, 1, @expires)
     ON CONFLICT (key) DO UPDATE SET uses = uses + 1, expires_at = excluded.expires_at
     RETURNING key, uses`,
  );

  const erase = transaction(db, (address: string) => ({
    contacts: db.prepare("DELETE FROM contact_submissions WHERE lower(email) = ?").run(address).changes,
    newsletter:
      db.prepare("DELETE FROM newsletter_subscriptions WHERE lower(email) = ?").run(address).changes +
      db.prepare("DELETE FROM newsletter_requests WHERE lower(email) = ?").run(address).changes,
    quarantined: db.prepare("DELETE FROM quarantine WHERE lower(email) = ?").run(address).changes,
    // Messages about the person, and any other message that quotes the address.
    outbox: db
      .prepare("DELETE FROM outbox WHERE subject_email = ? OR instr(lower(payload), ?) > 0")
      .run(address, address).changes,
  }));

  const purge = transaction(db, (days: RetentionDays): PurgeResult => ({
    unconfirmed:
      db
        .prepare(
          "DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND coalesce(last_sent_at, created_at) < ?",
        )
        .run(daysAgo(days.unconfirmedDays)).changes +
      db.prepare("DELETE FROM newsletter_requests WHERE created_at < ?").run(daysAgo(days.unconfirmedDays)).changes,
    quarantined: db.prepare("DELETE FROM quarantine WHERE created_at < ?").run(daysAgo(days.quarantineDays)).changes,
    delivered: db
      .prepare("DELETE FROM outbox WHERE status IN ('delivered', 'logged') AND delivered_at < ?")
      .run(daysAgo(days.deliveredDays)).changes,
    failed: db.prepare("DELETE FROM outbox WHERE status = 'failed' AND failed_at < ?").run(daysAgo(days.deliveredDays))
      .changes,
    expiredTokens: db.prepare("DELETE FROM newsletter_tokens WHERE purpose = 'confirm' AND expires_at < ?").run(iso())
      .changes,
  }));

  const all = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params);
  const count = (sql: string) => only(db.prepare<{ n: number }>(sql).get()).n;

  const store: LeadStore = {
    async addContact(input, messages) {
      return addContact(input, messages);
    },

    async addQuarantined(input) {
      db.prepare(
        `INSERT INTO quarantine (created_at, form, reason, email, name, company, role, message, source, offer)
         VALUES (@createdAt, @form, @reason, @email, @name, @company, @role, @message, @source, @offer)`,
      ).run({
        name: null,
        company: null,
        role: null,
        message: null,
        source: null,
        offer: null,
        ...input,
        createdAt: iso(),
      });
    },

    async requestSubscription(email, options) {
      return requestSubscription(email, options);
    },

    async addSignup(email) {
      db.prepare("INSERT INTO newsletter_requests (email, created_at) VALUES (?, ?)").run(email, iso());
    },

    async takeSignups(limit, options) {
      return takeSignups(limit, options);
    },

    async confirmationStatus(token) {
      return confirmState(findToken(token, "confirm"));
    },

    async confirmSubscription(token, messages) {
      return confirmSubscription(token, messages);
    },

    async unsubscribeTokenKnown(token) {
      return findToken(token, "unsubscribe") !== undefined;
    },

    async unsubscribe(token) {
      return unsubscribe(token);
    },

    async ready() {},

    async secret(name) {
      db.prepare("INSERT INTO secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING").run(
        name,
        newToken(),
        iso(),
      );
      return only(db.prepare<{ value: string }>("SELECT value FROM secrets WHERE name = ?").get(name)).value;
    },

    async ping() {
      db.prepare("SELECT count(*) FROM schema_migrations").get();
    },

    async claimDue(kind, limit, leaseMs) {
      const time = now().getTime();
      return claimDue.all({ kind, limit, now: time, until: time + leaseMs, claim: newClaim() });
    },

    async renewClaim(row, leaseMs) {
      return (
        db
          .prepare("UPDATE outbox SET claimed_until = ? WHERE id = ? AND claimed_by = ? AND status = 'pending'")
          .run(now().getTime() + leaseMs, row.id, row.claim).changes > 0
      );
    },

    async markDone(row, status) {
      db.prepare(
        `UPDATE outbox SET status = ?, delivered_at = ?, attempts = attempts + 1, claimed_until = NULL, claimed_by = NULL
         WHERE id = ? AND claimed_by = ?`,
      ).run(status, iso(), row.id, row.claim);
    },

    async markFailedAttempt(row, error, retryAt) {
      db.prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, status = ?, claimed_until = NULL, claimed_by = NULL,
           next_attempt_at = coalesce(?, next_attempt_at), failed_at = ? WHERE id = ? AND claimed_by = ?`,
      ).run(
        error.slice(0, 500),
        retryAt === null ? "failed" : "pending",
        retryAt,
        retryAt === null ? iso() : null,
        row.id,
        row.claim,
      );
    },

    async hitRateLimit(key, windowMs) {
      const time = now().getTime();
      return only(hitRateLimit.get({ key, now: time, reset: time + windowMs }));
    },

    async refundRateLimit(key) {
      db.prepare("UPDATE rate_limits SET hits = hits - 1 WHERE key = ? AND hits > 0 AND reset_at > ?").run(
        key,
        now().getTime(),
      );
    },

    async purgeRateLimits() {
      return db.prepare("DELETE FROM rate_limits WHERE reset_at <= ?").run(now().getTime()).changes;
    },

    async useFormTime(keys, expiresAt) {
      const rows = useFormTime.all({ all: keys.all, client: keys.client, expires: expiresAt });
      const uses = (key: string) => only(rows.find((row) => row.key === key)).uses;
      return { all: uses(keys.all), client: uses(keys.client) };
    },

    async purgeFormTimeUses() {
      return db.prepare("DELETE FROM form_time_uses WHERE expires_at <= ?").run(now().getTime()).changes;
    },

    async retry(selector) {
      const [where, params] =
        "all" in selector ? ["status = 'failed'", {}] : ["idempotency_key = @key", { key: selector.key }];
      return db
        .prepare(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now, claimed_until = NULL,
             claimed_by = NULL, delivered_at = NULL, failed_at = NULL WHERE ${where}`,
        )
        .run({ now: now().getTime(), ...params }).changes;
    },

    async failed(limit) {
      const { total } = only(
        db.prepare<{ total: number }>("SELECT count(*) AS total FROM outbox WHERE status = 'failed'").get(),
      );
      const messages = db
        .prepare<FailedMessage>(
          `SELECT idempotency_key AS key, kind, attempts, last_error AS lastError, created_at AS createdAt,
             failed_at AS failedAt
           FROM outbox WHERE status = 'failed' ORDER BY created_at, id LIMIT ?`,
        )
        .all(limit);
      return { total, messages };
    },

    async purge(days) {
      return purge(days);
    },

    async erase(email) {
      const removed = await whenFree(() => erase(email.trim().toLowerCase()));
      // Rebuild the file without the free pages, then fold the WAL back in and empty it,
      // so no copy of the deleted rows stays in either file.
      await whenFree(() => db.exec("VACUUM"));
      const checkpoint = await whenFree(() => db.prepare<{ busy: number }>("PRAGMA wal_checkpoint(TRUNCATE)").get());
      return { ...removed, filesRewritten: checkpoint?.busy === 0 };
    },

    async exportRows({ type, since }) {
      const from = since ?? "0000";
      return {
        contacts:
          type === "newsletter"
            ? []
            : all(
                `SELECT lead_key, created_at, name, email, company, role, message, source, offer
                 FROM contact_submissions WHERE created_at >= ? ORDER BY created_at, id`,
                from,
              ),
        quarantined: all(
          `SELECT form, created_at, reason, name, email, company, role, message, source, offer
           FROM quarantine WHERE created_at >= ? AND (? IS NULL OR form = ?) ORDER BY created_at, id`,
          from,
          type ?? null,
          type ?? null,
        ),
        subscriptions:
          type === "contact"
            ? []
            : all(
                `SELECT lead_key, created_at, email, status, confirmed_at, unsubscribed_at
                 FROM newsletter_subscriptions WHERE created_at >= ? ORDER BY created_at, id`,
                from,
              ),
      };
    },

    async counts() {
      return {
        contacts: count("SELECT count(*) AS n FROM contact_submissions"),
        quarantined: count("SELECT count(*) AS n FROM quarantine"),
        subscriptions: count("SELECT count(*) AS n FROM newsletter_subscriptions"),
        pendingOutbox: count("SELECT count(*) AS n FROM outbox WHERE status = 'pending'"),
        deliveredOutbox: count("SELECT count(*) AS n FROM outbox WHERE status = 'delivered'"),
        loggedOutbox: count("SELECT count(*) AS n FROM outbox WHERE status = 'logged'"),
        failedOutbox: count("SELECT count(*) AS n FROM outbox WHERE status = 'failed'"),
      };
    },

    async close() {
      db.close();
    },
  };
  // The erase waits step by step (above): retrying it whole would count nothing the second time.
  return retryWhileBusy(store, {
    ahead: ["renewClaim", "markDone", "markFailedAttempt"],
    asIs: ["erase", "close", "ready"],
  });
}
