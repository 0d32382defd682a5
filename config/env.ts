import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkBuildPlaceholders, guestBookingWarning, parseSiteSettings, type SiteSettings } from "./site.ts";

/** The project folder, whatever folder a command was started from (a service manager's is often /). */
export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

let loaded = false;

/**
 * The one place `.env` is read (the project folder's): the build, the server, `npm start` and
 * the owner tools call this before they parse settings. Variables already set in the environment
 * win over the file.
 */
export function loadEnvironment(): NodeJS.ProcessEnv {
  const file = join(projectRoot, ".env");
  if (!loaded && existsSync(file)) process.loadEnvFile(file);
  loaded = true;
  return process.env;
}

/**
 * The folder a build is written to and served from (BUILD_DIR, "build" by default), in the
 * project folder unless BUILD_DIR is absolute; a separate folder per parallel build, e.g.
 * BUILD_DIR=build-x.
 */
export function buildDirectory(env: Record<string, string | undefined> = process.env) {
  return resolve(projectRoot, env.BUILD_DIR || "build");
}

/** Prints a settings error without a stack trace and stops the process. */
export function exitWithConfigError(error: unknown): never {
  console.error(
    `\n${error instanceof Error ? error.message : String(error)}\nFix the variable (see .env.example) and try again.\n`,
  );
  process.exit(1);
}

/** The public settings from `.env` and the environment, for the build; stops on a bad value. */
export function loadSiteSettings(): SiteSettings {
  try {
    return parseSiteSettings(loadEnvironment());
  } catch (error) {
    exitWithConfigError(error);
  }
}

/**
 * The public settings for a production build (vite.config.ts): also refuses placeholders when
 * SITE_URL is set (config/site.ts checkBuildPlaceholders); stops on a bad value.
 */
export function loadBuildSettings(): SiteSettings {
  const settings = loadSiteSettings();
  try {
    const env = loadEnvironment();
    const warning = checkBuildPlaceholders(settings, env);
    if (warning) console.warn(warning);
    // A production build (SITE_URL given) also serves static hosts, where no server start warns.
    const guest = env.SITE_URL?.trim() ? guestBookingWarning(settings) : undefined;
    if (guest) console.warn(guest);
  } catch (error) {
    exitWithConfigError(error);
  }
  return settings;
}
