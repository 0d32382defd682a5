import { existsSync } from "node:fs";
import { ConfigError, parseSiteConfig, type SiteConfig } from "./site-config-schema.ts";

/** Reads `.env` (when present) and the environment; stops the process on a bad value. */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  if (env === process.env && existsSync(".env")) process.loadEnvFile(".env");
  try {
    return parseSiteConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\nFix the variable (see .env.example) and try again.\n`);
      process.exit(1);
    }
    throw error;
  }
}
