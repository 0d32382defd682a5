import { postgresUnavailable, startPostgres } from "../../../scripts/postgres.ts";

/**
 * Playwright's global setup: a throw-away PostgreSQL (E2E_PORT + 1101) for the tests that run
 * servers on it, its URL handed to the workers as E2E_POSTGRES_URL. Without PostgreSQL those
 * tests are skipped with the reason in E2E_POSTGRES_SKIP.
 */
export default async function postgresSetup() {
  const reason = postgresUnavailable();
  if (reason) {
    process.env.E2E_POSTGRES_SKIP = `PostgreSQL tests skipped: ${reason}`;
    console.warn(`\n${process.env.E2E_POSTGRES_SKIP}.\n`);
    return undefined;
  }
  const server = await startPostgres({ port: Number(process.env.E2E_PORT ?? 4173) + 1101 });
  process.env.E2E_POSTGRES_URL = server.url;
  return () => server.stop();
}
