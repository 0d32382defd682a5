// Makes sure PostgreSQL's binaries are there for the lead store's PostgreSQL tests (Vitest and
// Playwright start a throw-away server from them, scripts/postgres.ts). As root with apt it
// installs Debian's package, as ensure-browser.ts does for Chromium; otherwise those tests are
// skipped, and this says so with the command that enables them. It never fails the run.
import { aptInstall, canInstallWithApt } from "./apt.ts";
import { ENABLE_POSTGRES, POSTGRES_PACKAGE, findPostgresBin, postgresUnavailable } from "./postgres.ts";

if (!findPostgresBin() && canInstallWithApt()) aptInstall([POSTGRES_PACKAGE], "PostgreSQL not found");
const reason = postgresUnavailable();
if (reason) {
  console.warn(
    `\nThe PostgreSQL tests of the lead store will be SKIPPED: ${reason}.\n` +
      `Enable them with:\n\n  ${ENABLE_POSTGRES}\n\nThe SQLite tests run either way.\n`,
  );
} else {
  console.log(`PostgreSQL: ${findPostgresBin()}`);
}
