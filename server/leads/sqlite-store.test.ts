import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { hashToken } from "./keys.ts";
import { migrationSql, migrations } from "./schema.ts";
import { openStore } from "./store.ts";

/** The offer a contact was sent for (content/data/offers.ts); any one does here. */
const offer = { id: "outbound", call: "a 30-minute call" };

const freshPath = () => join(mkdtempSync(join(tmpdir(), "mamut-store-")), "data", "site.db");
const files = (path: string) => [path, `${path}-wal`, `${path}-shm`];

test("the database, its WAL and its shared memory are readable by the owner only", async () => {
  const path = freshPath();
  const store = openStore(path);
  await store.addQuarantined({ form: "newsletter", reason: "test", email: "a@b.io" });
  for (const file of files(path)) expect((statSync(file).mode & 0o777).toString(8), file).toBe("600");
  expect((statSync(join(path, "..")).mode & 0o777).toString(8)).toBe("700");
  await store.close();
});

test("after an erase, no byte of the person is left in the database file, its WAL or its shared memory", async () => {
  const path = freshPath();
  const server = openStore(path);
  const person = { name: "Zebulon Quarantino", email: "zebulon.erase@acme.io", message: "Secret plan for Q3 pipeline" };
  for (let i = 0; i < 3; i += 1) {
    await server.addContact({ ...person, company: "Acme", source: "contact", offer }, (lead) => [
      { kind: "webhook", key: lead.key, payload: { ...person }, subjectEmail: person.email },
    ]);
    await server.addContact(
      { name: `Other ${i}`, email: `other${i}@acme.io`, company: "Acme", message: "Keep me", source: "home", offer },
      () => [],
    );
  }
  await server.addQuarantined({ form: "contact", reason: "honeypot", company: "Acme", source: "contact", ...person });

  // The owner's command runs while the server holds the database open.
  const tool = openStore(path);
  expect(await tool.erase(person.email)).toMatchObject({
    contacts: 3,
    quarantined: 1,
    outbox: 3,
    filesRewritten: true,
  });
  await tool.close();

  for (const file of files(path)) {
    const bytes = readFileSync(file);
    for (const secret of [person.email, person.name, person.message, "Zebulon"]) {
      expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
    }
  }
  expect(await server.counts()).toMatchObject({ contacts: 3 });
  await server.close();
});

test("a database from the first schema keeps its data: old keys, live links, pending messages", async () => {
  const path = freshPath();
  const store = openStore(path);
  await store.close();
  // Rebuild the file as the first release left it.
  const old = new DatabaseSync(path);
  old.exec("DROP TABLE contact_submissions; DROP TABLE newsletter_subscriptions; DROP TABLE outbox;");
  old.exec("DROP TABLE quarantine; DROP TABLE newsletter_tokens; DROP TABLE rate_limits;");
  old.exec("DROP TABLE secrets; DROP TABLE newsletter_requests; DROP TABLE form_time_uses;");
  old.exec("DELETE FROM schema_migrations WHERE version > 1;");
  old.exec(migrations[0] ? migrationSql(migrations[0], "sqlite") : "");
  old
    .prepare(
      `INSERT INTO contact_submissions (created_at, name, email, company, role, message, consent_at, source)
     VALUES ('2025-07-01T00:00:00Z', 'Old Lead', 'old@acme.io', 'Acme', NULL, 'Hello there team', '2025-07-01T00:00:00Z', 'contact')`,
    )
    .run();
  old
    .prepare(
      `INSERT INTO newsletter_subscriptions (email, status, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, created_at)
     VALUES ('sub@acme.io', 'pending', ?, '2999-01-01T00:00:00Z', ?, '2025-07-01T00:00:00Z')`,
    )
    .run(hashToken("old-confirm-token-0123456789"), hashToken("old-unsubscribe-token-0123456789"));
  old
    .prepare(
      `INSERT INTO outbox (kind, idempotency_key, payload, next_attempt_at, subject_email, created_at)
     VALUES ('webhook', 'contact-1', '{}', 0, 'old@acme.io', '2025-07-01T00:00:00Z')`,
    )
    .run();
  old
    .prepare(
      `INSERT INTO outbox (kind, idempotency_key, payload, next_attempt_at, created_at, status, attempts)
     VALUES ('webhook', 'contact-0', '{}', 0, '2025-06-01T00:00:00Z', 'failed', 12)`,
    )
    .run();
  old.close();

  const migrated = openStore(path);
  expect((await migrated.exportRows({ type: "contact" })).contacts).toEqual([
    expect.objectContaining({ lead_key: "contact-1", name: "Old Lead" }),
  ]);
  expect(await migrated.confirmationStatus("old-confirm-token-0123456789")).toBe("valid");
  expect(await migrated.unsubscribeTokenKnown("old-unsubscribe-token-0123456789")).toBe(true);
  expect((await migrated.claimDue("webhook", 10, 1000)).map((row) => row.idempotency_key)).toEqual(["contact-1"]);
  // A message that failed before failures had a time counts from the upgrade: the owner still has
  // the retention period to retry it.
  const { messages } = await migrated.failed(10);
  expect(messages).toEqual([expect.objectContaining({ key: "contact-0", failedAt: expect.any(String) })]);
  expect(Date.now() - Date.parse(messages[0]?.failedAt ?? "")).toBeLessThan(60_000);
  expect(await migrated.purge({ unconfirmedDays: 30, quarantineDays: 30, deliveredDays: 30 })).toMatchObject({
    failed: 0,
  });
  await migrated.close();
});

test("a write that finds another process's lock waits for it without stopping the event loop", async () => {
  const path = freshPath();
  const store = openStore(path);
  await store.ready();
  // Another process (an owner's command, a second server) holds the write lock until this
  // process's timers have run a few times: they can only run if the waiting write lets them.
  const other = new DatabaseSync(path);
  other.exec("BEGIN IMMEDIATE");
  let ticks = 0;
  let released = false;
  const ticking = setInterval(() => {
    ticks += 1;
    if (ticks === 5) {
      other.exec("COMMIT");
      released = true;
    }
  }, 10);
  await store.addQuarantined({ form: "newsletter", reason: "test", email: "waited@b.io" });
  clearInterval(ticking);
  // The write went in after the lock was released, by the timers that ran while it waited.
  expect(released).toBe(true);
  expect((await store.exportRows({})).quarantined).toEqual([expect.objectContaining({ email: "waited@b.io" })]);
  other.close();
  await store.close();
});
