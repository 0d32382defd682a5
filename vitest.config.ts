import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { publicationDay } from "./config/publication.ts";
import { parseSiteConfig } from "./config/site.ts";
import { contentMdx } from "./scripts/build/content-mdx.ts";

// Unit tests run against the default (placeholder) configuration, drafts included as in development.
const siteConfig = parseSiteConfig({});

export default defineConfig({
  define: {
    __SITE_CONFIG__: JSON.stringify(siteConfig),
    __PUBLICATION_DAY__: JSON.stringify(publicationDay(siteConfig.timeZone)),
    // As a build without a browser: no PDFs, the documents' controls print.
    __PDF_DOWNLOADS__: "false",
  },
  plugins: [contentMdx({ productName: siteConfig.productName, dropDrafts: false })],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "config/**/*.test.ts"],
    environment: "node",
    // One worker per core: Vitest's default leaves one core free, which on 2 cores ran the 92 files
    // one after the other, 33 s with the second core mostly idle against 22 s on both (2026-11-26).
    maxWorkers: availableParallelism(),
    // A guard against a test that hangs, not a measure of speed (no unit test times anything): at
    // Vitest's 5 s, tests that compile the content or start a browser failed on a machine whose
    // cores something else was using (issue 37).
    testTimeout: 30_000,
    // A throw-away PostgreSQL for the lead store's contract tests (skipped, with the reason, without one).
    globalSetup: ["scripts/vitest-postgres.ts"],
  },
});
