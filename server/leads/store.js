import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/**
 * Versioned migrations: each runs once, in order, inside a transaction.
 * Add a new entry to change the schema; never edit one that has shipped.
 */
const migrations = [
  `CREATE TABLE contact_submissions (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT NOT NULL,
     role TEXT,
     message TEXT NOT NULL,
     consent_at TEXT NOT NULL,
     source TEXT NOT NULL
   );
   CREATE INDEX contact_submissions_email ON contact_submissions (email);
   CREATE TABLE newsletter_subscriptions (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
     confirm_token_hash TEXT,
     confirm_expires_at TEXT,
     unsubscribe_token_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     confirmed_at TEXT,
     unsubscribed_at TEXT
   );
   CREATE INDEX newsletter_confirm_token ON newsletter_subscriptions (confirm_token_hash);
   CREATE INDEX newsletter_unsubscribe_token ON newsletter_subscriptions (unsubscribe_token_hash);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('webhook', 'email')),
     idempotency_key TEXT NOT NULL UNIQUE,
     payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     subject_email TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
];

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** @param {string} token */
export function hashToken(token) {
  return createHash("sha256").update(token).digest("hex");
}

function newToken() {
  return randomBytes(32).toString("base64url");
}

/**
 * @typedef {{ name: string; email: string; company: string; role?: string; message: string; source: string }} ContactInput
 * @typedef {{ kind: "webhook" | "email"; key: string; payload: unknown; subjectEmail?: string }} OutboxMessage
 * @typedef {{ id: number; kind: "webhook" | "email"; idempotency_key: string; payload: string; attempts: number }} OutboxRow
 */

/**
 * The lead store: SQLite behind a small interface, so another engine could sit beside it.
 * @param {string} path a file path, or ":memory:"
 * @param {{ now?: () => Date }} [options]
 */
export function openStore(path, { now = () => new Date() } = {}) {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrate(db);

  const iso = () => now().toISOString();
  const enqueueStatement = db.prepare(
    `INSERT INTO outbox (kind, idempotency_key, payload, next_attempt_at, subject_email, created_at)
     VALUES (@kind, @key, @payload, @due, @subjectEmail, @createdAt)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  /** @param {OutboxMessage} message */
  const enqueue = (message) =>
    enqueueStatement.run({
      kind: message.kind,
      key: message.key,
      payload: JSON.stringify(message.payload),
      due: now().getTime(),
      subjectEmail: message.subjectEmail ?? null,
      createdAt: iso(),
    });

  return {
    db,
    close: () => db.close(),

    /**
     * Stores a contact submission and its outbox messages in one transaction.
     * @param {ContactInput} input
     * @param {(id: number) => OutboxMessage[]} messages
     */
    addContact: db.transaction((input, messages) => {
      const createdAt = iso();
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO contact_submissions (created_at, name, email, company, role, message, consent_at, source)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          createdAt,
          input.name,
          input.email,
          input.company,
          input.role ?? null,
          input.message,
          createdAt,
          input.source,
        );
      const id = Number(lastInsertRowid);
      for (const message of messages(id)) enqueue(message);
      return { id, createdAt };
    }),

    /**
     * Starts (or restarts) a double opt-in. Returns the raw tokens to mail, or null
     * when the address is already confirmed (nothing to send).
     * @param {string} email
     * @returns {{ confirmToken: string; unsubscribeToken: string } | null}
     */
    requestSubscription: db.transaction((email) => {
      const row = /** @type {{ status: string } | undefined} */ (
        db.prepare("SELECT status FROM newsletter_subscriptions WHERE email = ?").get(email)
      );
      if (row?.status === "confirmed") return null;
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      const expires = new Date(now().getTime() + CONFIRM_TOKEN_TTL_MS).toISOString();
      db.prepare(
        `INSERT INTO newsletter_subscriptions (email, status, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, created_at)
         VALUES (@email, 'pending', @confirm, @expires, @unsubscribe, @now)
         ON CONFLICT (email) DO UPDATE SET status = 'pending', confirm_token_hash = @confirm,
           confirm_expires_at = @expires, unsubscribe_token_hash = @unsubscribe, created_at = @now,
           unsubscribed_at = NULL`,
      ).run({ email, confirm: hashToken(confirmToken), expires, unsubscribe: hashToken(unsubscribeToken), now: iso() });
      return { confirmToken, unsubscribeToken };
    }),

    /**
     * Confirms a subscription with a single-use token.
     * @param {string} token
     * @param {(email: string) => OutboxMessage[]} messages
     * @returns {"confirmed" | "expired" | "invalid"}
     */
    confirmSubscription: db.transaction((token, messages) => {
      const row = /** @type {{ id: number; email: string; confirm_expires_at: string } | undefined} */ (
        db
          .prepare(
            "SELECT id, email, confirm_expires_at FROM newsletter_subscriptions WHERE confirm_token_hash = ? AND status = 'pending'",
          )
          .get(hashToken(token))
      );
      if (!row) return "invalid";
      if (row.confirm_expires_at < iso()) return "expired";
      db.prepare(
        "UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ?, confirm_token_hash = NULL, confirm_expires_at = NULL WHERE id = ?",
      ).run(iso(), row.id);
      for (const message of messages(row.email)) enqueue(message);
      return "confirmed";
    }),

    /**
     * @param {string} token
     * @returns {"unsubscribed" | "invalid"}
     */
    unsubscribe(token) {
      const result = db
        .prepare(
          "UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = ?, confirm_token_hash = NULL WHERE unsubscribe_token_hash = ? AND status != 'unsubscribed'",
        )
        .run(iso(), hashToken(token));
      if (result.changes > 0) return "unsubscribed";
      const known = db
        .prepare("SELECT 1 FROM newsletter_subscriptions WHERE unsubscribe_token_hash = ?")
        .get(hashToken(token));
      return known ? "unsubscribed" : "invalid";
    },

    /** @param {OutboxMessage} message */
    enqueue,

    /**
     * @param {number} limit
     * @returns {OutboxRow[]}
     */
    dueMessages(limit) {
      return /** @type {OutboxRow[]} */ (
        db
          .prepare(
            "SELECT id, kind, idempotency_key, payload, attempts FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
          )
          .all(now().getTime(), limit)
      );
    },

    /** @param {number} id */
    markDelivered(id) {
      db.prepare("UPDATE outbox SET status = 'delivered', delivered_at = ?, attempts = attempts + 1 WHERE id = ?").run(
        iso(),
        id,
      );
    },

    /**
     * @param {number} id
     * @param {string} error
     * @param {number | null} retryAt epoch ms of the next try, or null when this was the last one
     */
    markFailedAttempt(id, error, retryAt) {
      db.prepare(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, status = ?, next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ?",
      ).run(error.slice(0, 500), retryAt === null ? "failed" : "pending", retryAt, id);
    },

    /** Pending sign-ups older than `days` are deleted (never confirmed). */
    /** @param {number} days */
    purgeUnconfirmed(days) {
      const cutoff = new Date(now().getTime() - days * 24 * 60 * 60 * 1000).toISOString();
      return db.prepare("DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND created_at < ?").run(cutoff)
        .changes;
    },

    /**
     * Deletes everything stored about an e-mail address (privacy requests).
     * @param {string} email
     */
    erase: db.transaction((email) => {
      const address = email.trim().toLowerCase();
      const contacts = db.prepare("DELETE FROM contact_submissions WHERE lower(email) = ?").run(address).changes;
      const newsletter = db.prepare("DELETE FROM newsletter_subscriptions WHERE lower(email) = ?").run(address).changes;
      const outbox = db.prepare("DELETE FROM outbox WHERE lower(subject_email) = ?").run(address).changes;
      return { contacts, newsletter, outbox };
    }),

    /**
     * @param {{ type?: "contact" | "newsletter"; since?: string }} filter
     */
    exportRows({ type, since }) {
      const from = since ?? "0000";
      const contacts =
        type === "newsletter"
          ? []
          : /** @type {Array<Record<string, unknown>>} */ (
              db
                .prepare(
                  "SELECT id, created_at, name, email, company, role, message, source FROM contact_submissions WHERE created_at >= ? ORDER BY id",
                )
                .all(from)
            );
      const subscriptions =
        type === "contact"
          ? []
          : /** @type {Array<Record<string, unknown>>} */ (
              db
                .prepare(
                  "SELECT id, created_at, email, status, confirmed_at, unsubscribed_at FROM newsletter_subscriptions WHERE created_at >= ? ORDER BY id",
                )
                .all(from)
            );
      return { contacts, subscriptions };
    },

    counts() {
      const one = (/** @type {string} */ sql) => /** @type {{ n: number }} */ (db.prepare(sql).get()).n;
      return {
        contacts: one("SELECT count(*) AS n FROM contact_submissions"),
        subscriptions: one("SELECT count(*) AS n FROM newsletter_subscriptions"),
        pendingOutbox: one("SELECT count(*) AS n FROM outbox WHERE status = 'pending'"),
        failedOutbox: one("SELECT count(*) AS n FROM outbox WHERE status = 'failed'"),
      };
    },
  };
}

/** @typedef {ReturnType<typeof openStore>} LeadStore */

/** @param {import("better-sqlite3").Database} db */
function migrate(db) {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied = new Set(
    /** @type {Array<{ version: number }>} */ (db.prepare("SELECT version FROM schema_migrations").all()).map(
      (row) => row.version,
    ),
  );
  migrations.forEach((sql, index) => {
    const version = index + 1;
    if (applied.has(version)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        new Date().toISOString(),
      );
    })();
  });
}
