import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { SQLInputValue, SQLOutputValue, StatementSync } from "node:sqlite";
import { MIGRATIONS_TABLE, migrationSql, migrations } from "./schema.ts";

// How long a write waits for another process's commit before it fails (the form then tells the
// visitor, who keeps what they typed; the outbox tries again).
const BUSY_WAIT_MS = 5000;

/** A row as SQLite returns it: column names to values. */
export type Row = Record<string, SQLOutputValue>;
type Named = Record<string, SQLInputValue>;

/**
 * A statement whose rows have the type the caller names: SQLite only knows that a value is null,
 * a number, text or bytes, so the columns a query selects are typed once, where it is prepared.
 * Changes and row ids are numbers: the database never turns on `readBigInts`.
 */
export type Statement<R extends Row> = Omit<StatementSync, "get" | "all" | "run"> & {
  get(...params: SQLInputValue[]): R | undefined;
  get(named: Named, ...params: SQLInputValue[]): R | undefined;
  all(...params: SQLInputValue[]): R[];
  all(named: Named, ...params: SQLInputValue[]): R[];
  run(...params: SQLInputValue[]): { changes: number; lastInsertRowid: number };
  run(named: Named, ...params: SQLInputValue[]): { changes: number; lastInsertRowid: number };
};

/** The one row a statement always returns (a count, an upsert's RETURNING). */
export function only<R>(row: R | undefined): R {
  if (row === undefined) throw new Error("The statement returned no row");
  return row;
}

/** `node:sqlite`'s database, its statements typed as above. */
export type Database = Omit<DatabaseSync, "prepare"> & {
  prepare<R extends Row = Row>(sql: string): Statement<R>;
};

/**
 * The SQLite file behind the lead store (sqlite-store.ts): private to the server's user, in WAL
 * mode with full syncs, brought to the latest schema.
 *
 * The driver is Node's own `node:sqlite` (SQLite built into Node), so installing compiles and
 * downloads nothing (better-sqlite3 compiled SQLite for 52-70 s in every `npm ci` here, and
 * @photostructure/sqlite then brought the same API as a package; decision 002). The
 * `transaction` helper the store is written with (savepoints when nested) is below.
 *
 * SQLite's own busy handler sleeps inside the call (up to 100 ms between tries), so a process
 * waiting for another's write lock froze all of its requests and timers: under a burst on two
 * servers a process stood still for longer than an outbox claim's lease, and the other server sent
 * those messages again. So a call fails at once with SQLITE_BUSY (`busy_timeout = 0`, after the
 * migration) and `whenFree` tries it again on a timer, the event loop free meanwhile. Measured
 * (decision 010): 1,000 posts over two servers answered in 17-21 s instead of 104-121 s, and no
 * message sent twice instead of 4-8.
 * @param path a file path, or ":memory:"
 */
export function openDatabase(path: string): Database {
  // The statements' types differ from node:sqlite's only in naming the row type (see Statement).
  const db = new DatabaseSync(path === ":memory:" ? path : privateFile(path)) as Database;
  // Opening and migrating happen once, before the server takes requests: blocking is fine there.
  db.exec(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}`);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  // Deleted rows are overwritten with zeros, so an erase leaves nothing readable behind.
  db.exec("PRAGMA secure_delete = ON");
  db.exec("PRAGMA temp_store = MEMORY");
  migrate(db);
  db.exec("PRAGMA busy_timeout = 0");
  return db;
}

let savepoints = 0;

/**
 * `fn` as one transaction: the outermost call begins with BEGIN IMMEDIATE (every transaction
 * here writes, and takes the write lock when it begins: one that read first could not wait for
 * it later, SQLite would fail it at once with SQLITE_BUSY); a call inside another transaction runs
 * in a savepoint of its own. An error rolls back what `fn` did and is thrown again.
 */
export function transaction<Args extends unknown[], Result>(
  db: Pick<DatabaseSync, "exec" | "isTransaction">,
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => {
    const nested = db.isTransaction;
    const savepoint = nested ? `_txn_${++savepoints}` : "";
    const [begin, commit, rollback] = nested
      ? [`SAVEPOINT ${savepoint}`, `RELEASE ${savepoint}`, `ROLLBACK TO ${savepoint}`]
      : ["BEGIN IMMEDIATE", "COMMIT", "ROLLBACK"];
    db.exec(begin);
    try {
      const result = fn(...args);
      // SQLite's transactions are synchronous: one cannot wait for a promise.
      if (typeof result === "object" && result !== null && "then" in result) {
        throw new TypeError("A transaction's function must not return a Promise");
      }
      db.exec(commit);
      return result;
    } catch (error) {
      if (db.isTransaction) {
        db.exec(rollback);
        // A savepoint rolled back to is still open: release it.
        if (nested) db.exec(commit);
      }
      throw error;
    }
  };
}

/**
 * Waits out another process's lock on one database (each `openDatabase` gets its own): a call
 * that finds the lock taken tries again on a timer (1 ms, then up to 20 ms apart) for up to
 * BUSY_WAIT_MS, the event loop free meanwhile.
 *
 * `whenFree` runs the database's calls one at a time, in order: the wait SQLite's busy handler
 * made, without blocking. One at a time, since hundreds of calls retrying at once would starve each
 * other. `retryWhileBusy` gives a store's methods that wait: in the queue, except those that keep
 * an outbox claim alive (`ahead`: a renewal or an outcome waiting behind a burst of posts would let
 * the claim run out, and the message go out twice), which wait on their own, and those left as
 * they are (`asIs`).
 */
export function lockWaits() {
  let queue: Promise<unknown> = Promise.resolve();
  function whenFree<T>(call: () => T | Promise<T>): Promise<T> {
    const turn = queue.then(() => attempt(call));
    queue = turn.catch(() => {});
    return turn;
  }
  function retryWhileBusy<Store extends object>(
    store: Store,
    methods: { ahead: Array<keyof Store>; asIs: Array<keyof Store> },
  ): Store {
    const ahead = new Set<PropertyKey>(methods.ahead);
    const asIs = new Set<PropertyKey>(methods.asIs);
    const wrap = ([name, method]: [string, (...args: unknown[]) => Promise<unknown>]) => {
      if (asIs.has(name)) return [name, method];
      const wait = ahead.has(name) ? attempt : whenFree;
      return [name, (...args: unknown[]) => wait(() => method(...args))];
    };
    // The same methods under the same names: only their waiting changed.
    return Object.fromEntries(Object.entries(store).map(wrap)) as Store;
  }
  return { whenFree, retryWhileBusy };
}

async function attempt<T>(call: () => T | Promise<T>): Promise<T> {
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
 * process holds the lock. `node:sqlite` puts SQLite's extended result code on the error as
 * `errcode` (5 for a lock held, 517 for a read snapshot that a write overtook).
 */
export function isBusy(error: unknown) {
  const errcode = typeof error === "object" && error !== null && "errcode" in error ? error.errcode : undefined;
  return typeof errcode === "number" && (errcode & 0xff) === SQLITE_BUSY;
}
const SQLITE_BUSY = 5;

/**
 * Brings a database up to the latest schema. All pending steps run in one transaction that
 * holds the write lock from its start, so a second process starting at the same moment waits,
 * then finds them applied.
 */
function migrate(db: Database) {
  db.exec(MIGRATIONS_TABLE);
  transaction(db, () => {
    const applied = new Set(
      db
        .prepare<{ version: number }>("SELECT version FROM schema_migrations")
        .all()
        .map((row) => row.version),
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
  })();
}

/**
 * The database holds personal data: its folder is private to the server's user and the
 * file is created (or tightened to) 0600; SQLite gives the -wal and -shm files the same mode.
 */
function privateFile(path: string) {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
  try {
    chmodSync(path, 0o600);
  } catch {
    // Not the file's owner (a read-only mount, another user's file): SQLite reports real problems.
  }
  return path;
}
