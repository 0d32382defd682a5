// Makes sure PostgreSQL's binaries are there for the lead store's PostgreSQL tests (Vitest and
// Playwright start a throw-away server from them, scripts/postgres.mjs). As root with apt it
// installs Debian's package, as ensure-browser.mjs does for Chromium; otherwise those tests are
// skipped, and this says so with the command that enables them. It never fails the run.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ENABLE_POSTGRES, POSTGRES_PACKAGE, findPostgresBin, postgresUnavailable } from "./postgres.mjs";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!findPostgresBin() && isRoot && existsSync("/usr/bin/apt-get")) {
  console.log(`PostgreSQL not found: installing Debian's ${POSTGRES_PACKAGE} package.`);
  try {
    execSync(`apt-get update && apt-get install -y ${POSTGRES_PACKAGE}`, { stdio: "inherit" });
  } catch {
    console.error(`Installing ${POSTGRES_PACKAGE} failed.`);
  }
}
const reason = postgresUnavailable();
if (reason) {
  console.warn(
    `\nThe PostgreSQL tests of the lead store will be SKIPPED: ${reason}.\n` +
      `Enable them with:\n\n  ${ENABLE_POSTGRES}\n\nThe SQLite tests run either way.\n`,
  );
} else {
  console.log(`PostgreSQL: ${findPostgresBin()}`);
}
