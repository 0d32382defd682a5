// The engines the lead store's contract tests run on: SQLite always, PostgreSQL whenever the
// test runner could start one (scripts/vitest-postgres.mjs); otherwise those tests are
// skipped, with the reason.
import { inject } from "vitest";
import { createDatabase } from "../../scripts/postgres.mjs";
import { openStore } from "./store.js";

export const engines = /** @type {const} */ (["SQLite", "PostgreSQL"]);

/**
 * A fresh, empty store on one engine, closed when the test ends.
 * @param {(typeof engines)[number]} engine
 * @param {import("vitest").TestContext} context
 * @param {{ now?: () => Date; path?: string }} [options] `path`: a SQLite file instead of memory
 */
export async function openTestStore(engine, context, { now, path } = {}) {
  let location = path ?? ":memory:";
  if (engine === "PostgreSQL") {
    const { url, reason } = inject("postgres");
    if (!url) context.skip(`PostgreSQL store tests skipped: ${reason}`);
    location = await createDatabase(/** @type {string} */ (url));
  }
  const store = openStore(location, { now });
  context.onTestFinished(() => store.close());
  await store.ready();
  return store;
}
