// The engines the lead store's contract tests run on: SQLite always, PostgreSQL whenever the
// test runner could start one (scripts/vitest-postgres.ts); otherwise those tests are
// skipped, with the reason.
import { inject } from "vitest";
import type { TestContext } from "vitest";
import { createDatabase } from "../../scripts/postgres.ts";
import { openStore } from "./store.ts";

export const engines = ["SQLite", "PostgreSQL"] as const;

/**
 * A fresh, empty store on one engine, closed when the test ends.
 * @param options `path`: a SQLite file instead of memory
 */
export async function openTestStore(
  engine: (typeof engines)[number],
  context: TestContext,
  { now, path }: { now?: () => Date; path?: string } = {},
) {
  let location = path ?? ":memory:";
  if (engine === "PostgreSQL") {
    const { url, reason } = inject("postgres");
    if (!url) context.skip(`PostgreSQL store tests skipped: ${reason}`);
    location = await createDatabase(url);
  }
  const store = openStore(location, { now });
  context.onTestFinished(() => store.close());
  await store.ready();
  return store;
}
