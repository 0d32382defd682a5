import { defineConfig } from "vitest/config";
import { parseSiteConfig } from "./app/lib/site-config-schema.ts";

// Unit tests run against the default (placeholder) configuration.
export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})) },
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{js,ts}", "scripts/**/*.test.{js,mjs,ts}"],
    environment: "node",
  },
});
