import { existsSync } from "node:fs";
import { parseSiteSettings } from "./site.js";

let loaded = false;

/**
 * The one place `.env` is read: the build, the server, `npm start` and the owner tools call
 * this before they parse settings. Variables already set in the environment win over the file.
 * @returns {NodeJS.ProcessEnv}
 */
export function loadEnvironment() {
  if (!loaded && existsSync(".env")) process.loadEnvFile(".env");
  loaded = true;
  return process.env;
}

/**
 * The folder a build is written to and served from (BUILD_DIR, "build" by default); a
 * separate folder per parallel build, e.g. BUILD_DIR=build-x.
 * @param {Record<string, string | undefined>} [env]
 */
export function buildDirectory(env = process.env) {
  return env.BUILD_DIR || "build";
}

/**
 * Prints a settings error without a stack trace and stops the process.
 * @param {unknown} error
 * @returns {never}
 */
export function exitWithConfigError(error) {
  console.error(
    `\n${error instanceof Error ? error.message : String(error)}\nFix the variable (see .env.example) and try again.\n`,
  );
  process.exit(1);
}

/**
 * The public settings from `.env` and the environment, for the build; stops on a bad value.
 * @returns {import("./site.js").SiteSettings}
 */
export function loadSiteSettings() {
  try {
    return parseSiteSettings(loadEnvironment());
  } catch (error) {
    exitWithConfigError(error);
  }
}
