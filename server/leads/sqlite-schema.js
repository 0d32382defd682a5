/**
 * The SQLite schema as numbered migrations: each runs once, in order, inside a transaction.
 * Add a new entry to change the schema; never edit one that has shipped.
 */
export const migrations = [
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

  // 2: random lead keys (row ids come back after an erase); a quarantine for posts that look
  // automated; several live newsletter tokens per address (a resend keeps the earlier link);
  // outbox claims per kind and a 'logged' state for e-mails that were only written to the log.
  `ALTER TABLE contact_submissions ADD COLUMN lead_key TEXT;
   UPDATE contact_submissions SET lead_key = 'contact-' || id;
   CREATE UNIQUE INDEX contact_submissions_lead_key ON contact_submissions (lead_key);

   CREATE TABLE quarantine (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     form TEXT NOT NULL CHECK (form IN ('contact', 'newsletter')),
     reason TEXT NOT NULL,
     email TEXT NOT NULL,
     name TEXT,
     company TEXT,
     role TEXT,
     message TEXT,
     source TEXT
   );
   CREATE INDEX quarantine_email ON quarantine (email);
   CREATE INDEX quarantine_created_at ON quarantine (created_at);

   CREATE TABLE newsletter_tokens (
     token_hash TEXT PRIMARY KEY,
     subscription_id INTEGER NOT NULL REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
     purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
     expires_at TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX newsletter_tokens_subscription ON newsletter_tokens (subscription_id);
   INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at, created_at)
     SELECT confirm_token_hash, id, 'confirm', confirm_expires_at, created_at
     FROM newsletter_subscriptions WHERE confirm_token_hash IS NOT NULL;
   INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at, created_at)
     SELECT unsubscribe_token_hash, id, 'unsubscribe', NULL, created_at FROM newsletter_subscriptions;
   DROP INDEX newsletter_confirm_token;
   DROP INDEX newsletter_unsubscribe_token;
   ALTER TABLE newsletter_subscriptions DROP COLUMN confirm_token_hash;
   ALTER TABLE newsletter_subscriptions DROP COLUMN confirm_expires_at;
   ALTER TABLE newsletter_subscriptions DROP COLUMN unsubscribe_token_hash;
   ALTER TABLE newsletter_subscriptions ADD COLUMN last_sent_at TEXT;
   ALTER TABLE newsletter_subscriptions ADD COLUMN lead_key TEXT;

   CREATE TABLE outbox_v2 (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('webhook', 'email')),
     idempotency_key TEXT NOT NULL UNIQUE,
     payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'logged', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     claimed_until INTEGER,
     last_error TEXT,
     subject_email TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT
   );
   INSERT INTO outbox_v2 (id, kind, idempotency_key, payload, status, attempts, next_attempt_at, last_error,
       subject_email, created_at, delivered_at)
     SELECT id, kind, idempotency_key, payload, status, attempts, next_attempt_at, last_error, subject_email,
       created_at, delivered_at FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_v2 RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (kind, status, next_attempt_at);
   CREATE INDEX outbox_subject_email ON outbox (subject_email);`,
];

/**
 * Brings a database up to the latest schema.
 * @param {import("better-sqlite3").Database} db
 */
export function migrate(db) {
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
