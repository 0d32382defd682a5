// Vitest's global setup: a throw-away PostgreSQL server for the lead store's contract tests,
// on E2E_PORT + 1100 (the end-to-end tests' own is on + 1101). When PostgreSQL is not
// installed the tests that need it are skipped with the reason and the command that enables them.
import type { TestProject } from "vitest/node";
import { postgresUnavailable, startPostgres } from "./postgres.ts";

export default async function setup(project: TestProject) {
  const reason = postgresUnavailable();
  if (reason) {
    console.warn(`\nPostgreSQL store tests skipped: ${reason}.\n`);
    project.provide("postgres", { url: null, reason });
    return undefined;
  }
  const server = await startPostgres({ port: Number(process.env.E2E_PORT ?? 4173) + 1100 });
  project.provide("postgres", { url: server.url, reason: null });
  return () => server.stop();
}
