import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, enhance } from "@photostructure/sqlite";
import { MIGRATIONS_TABLE, migrationSql, migrations } from "./schema.js";

// How long a write waits for another process's commit before it fails (the form then tells the
// visitor, who keeps what they typed; the outbox tries again).
const BUSY_WAIT_MS = 5000;

/** @typedef {import("@photostructure/sqlite").EnhancedDatabaseSync<import("@photostructure/sqlite").DatabaseSyncInstance>} Database */

/**
 * The SQLite file behind the lead store (sqlite-store.js): private to the server's user, in WAL
 * mode with full syncs, brought to the latest schema.
 *
 * The driver is @photostructure/sqlite: Node's own `node:sqlite` API for Node 20, with SQLite
 * built in and its binaries inside the npm package, so installing compiles nothing and needs no
 * download from elsewhere (better-sqlite3 compiled SQLite for 52-70 s in every `npm ci` here, its
 * prebuilt binary being on GitHub; decision 002). `enhance` adds the `pragma` and `transaction`
 * (savepoints when nested) helpers the store is written with. On Node 22 and later the import
 * can become `node:sqlite` with `enhance` kept from this package.
 *
 * SQLite's own busy handler sleeps inside the call (up to 100 ms between tries), so a process
 * waiting for another's write lock froze all of its requests and timers: under a burst on two
 * servers a process stood still for longer than an outbox claim's lease, and the other server sent
 * those messages again. So a call fails at once with SQLITE_BUSY (`busy_timeout = 0`, after the
 * migration) and `whenFree` tries it again on a timer, the event loop free meanwhile. Measured
 * (decision 010): 1,000 posts over two servers answered in 17-21 s instead of 104-121 s, and no
 * message sent twice instead of 4-8.
 * @param {string} path a file path, or ":memory:"
 */
export function openDatabase(path) {
  const db = enhance(new DatabaseSync(path === ":memory:" ? path : privateFile(path)));
  // Opening and migrating happen once, before the server takes requests: blocking is fine there.
  db.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, so an erase leaves nothing readable behind.
  db.pragma("secure_delete = ON");
  db.pragma("temp_store = MEMORY");
  migrate(db);
  db.pragma("busy_timeout = 0");
  return db;
}

/**
 * Runs the process's calls on the database one at a time, in order, each again and again while
 * another process holds the lock it needs (1 ms, then up to 20 ms apart), for up to BUSY_WAIT_MS
 * from its turn: the wait SQLite's busy handler made, with the event loop free. One at a time, as
 * the blocking handler did: hundreds of calls retrying at once would starve each other.
 * @template T
 * @param {() => T | Promise<T>} call
 * @returns {Promise<T>}
 */
export function whenFree(call) {
  const turn = queue.then(() => attempt(call));
  queue = turn.catch(() => {});
  return turn;
}
/** @type {Promise<unknown>} */
let queue = Promise.resolve();

/**
 * @template T
 * @param {() => T | Promise<T>} call
 * @returns {Promise<T>}
 */
async function attempt(call) {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (let delay = 1; ; delay = Math.min(delay * 2, 20)) {
    try {
      return await call();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * SQLITE_BUSY or one of its extended codes (SQLITE_BUSY_RECOVERY, _SNAPSHOT, _TIMEOUT): another
 * process holds the lock. The driver puts SQLite's result code on the error as `errcode`.
 * @param {unknown} error
 */
export function isBusy(error) {
  const errcode = /** @type {{ errcode?: unknown }} */ (error)?.errcode;
  return typeof errcode === "number" && (errcode & 0xff) === SQLITE_BUSY;
}
const SQLITE_BUSY = 5;

/**
 * The store with each method waiting out another process's lock: in the process's queue
 * (`whenFree`), except those that keep an outbox claim alive (`ahead`: a renewal or an outcome
 * waiting behind a burst of posts would let the claim run out, and the message go out twice),
 * which wait on their own, and those left as they are (`asIs`).
 * @template {object} Store
 * @param {Store} store
 * @param {{ ahead: Array<keyof Store>; asIs: Array<keyof Store> }} methods
 * @returns {Store}
 */
export function retryWhileBusy(store, { ahead, asIs }) {
  /** @param {[string, (...args: unknown[]) => Promise<unknown>]} entry */
  const wrap = ([name, method]) => {
    const key = /** @type {keyof Store} */ (name);
    if (asIs.includes(key)) return [name, method];
    const wait = ahead.includes(key) ? attempt : whenFree;
    return [name, (/** @type {unknown[]} */ ...args) => wait(() => method(...args))];
  };
  return /** @type {Store} */ (Object.fromEntries(Object.entries(store).map(wrap)));
}

/**
 * Brings a database up to the latest schema. All pending steps run in one transaction that
 * holds the write lock from its start, so a second process starting at the same moment waits,
 * then finds them applied.
 * @param {Database} db
 */
function migrate(db) {
  db.exec(MIGRATIONS_TABLE);
  db.transaction(() => {
    const applied = new Set(
      /** @type {Array<{ version: number }>} */ (db.prepare("SELECT version FROM schema_migrations").all()).map(
        (row) => row.version,
      ),
    );
    migrations.forEach((migration, index) => {
      const version = index + 1;
      if (applied.has(version)) return;
      db.exec(migrationSql(migration, "sqlite"));
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        new Date().toISOString(),
      );
    });
  }).immediate();
}

/**
 * The database holds personal data: its folder is private to the server's user and the
 * file is created (or tightened to) 0600; SQLite gives the -wal and -shm files the same mode.
 * @param {string} path
 */
function privateFile(path) {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
  try {
    chmodSync(path, 0o600);
  } catch {
    // Not the file's owner (a read-only mount, another user's file): SQLite reports real problems.
  }
  return path;
}
