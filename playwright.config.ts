import { defineConfig, devices } from "@playwright/test";
import { browserArgs, findHeadlessBrowser } from "./scripts/browser-path.ts";
import { checkTestPorts } from "./scripts/test-ports.ts";

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);
// Every test server's port comes from this one; none may be a port browsers refuse.
checkTestPorts(port);
// One fresh database per run, shared by the test workers (they inherit the environment).
process.env.E2E_DB_PATH ??= join(mkdtempSync(join(tmpdir(), "mamut-e2e-")), "site.db");
process.env.E2E_SMTP_PORT ??= String(port + 1000);

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "tests/e2e",
  // A throw-away PostgreSQL for the tests that run servers on it (skipped, with the reason, without one).
  globalSetup: "./tests/e2e/support/postgres-setup.ts",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  fullyParallel: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace only for a retried test (CI retries once): recording one for every test (screencast
    // frames, DOM snapshots) cost the browser and the test workers more CPU than the pages did:
    // the suite took 345 s with "retain-on-failure" and 274 s without (2 cores, 2026-11-26).
    trace: "on-first-retry",
    launchOptions: { executablePath: findHeadlessBrowser() ?? undefined, args: browserArgs },
  },
  projects: [
    { name: "chromium", testIgnore: /(talent-map|behind-proxy)\.spec\.ts$/, use: desktop },
    // Its own project: the talent map with and without a maps key, on one build.
    { name: "talent-map", testMatch: /talent-map\.spec\.ts$/, use: desktop },
    // The same build behind nginx with TLS from a certificate the test makes (scripts/nginx.ts).
    { name: "behind-proxy", testMatch: /behind-proxy\.spec\.ts$/, use: { ...desktop, ignoreHTTPSErrors: true } },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      // The suite's build has the placeholder settings (example.com addresses and links).
      ALLOW_PLACEHOLDERS: "true",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATABASE_PATH: process.env.E2E_DB_PATH,
      // Read at run time: talent-map.spec.ts serves the same build with a key on a second server.
      GOOGLE_MAPS_API_KEY: "",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: "Mamut <no-reply@example.com>",
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "1000",
      // Every test posts from one address, and pages served in one second share one signed time.
      FORM_TIME_MAX_POSTS: "1000",
      FORM_TIME_MAX_POSTS_PER_CLIENT: "1000",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_RETRY_CAP_MS: "1000",
      OUTBOX_INTERVAL_MS: "200",
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
