import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { siteSettingNames, type SiteSettings } from "./site.ts";

/** Beside client/ and server/, so it is never served. */
export const BUILD_SETTINGS_FILE = "site-settings.json";

/** Records the public settings a build was made with (at the end of `npm run build`). */
export function writeBuildSettings(buildDir: string, settings: SiteSettings) {
  writeFileSync(join(buildDir, BUILD_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
}

/** The public settings a build was made with; undefined for a build that did not record them. */
export function readBuildSettings(buildDir: string): Partial<SiteSettings> | undefined {
  const file = join(buildDir, BUILD_SETTINGS_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The public settings whose value differs between a build and an environment. */
export function settingsDifferences(
  built: Partial<SiteSettings>,
  current: SiteSettings,
): Array<{ name: string; built: string; current: string }> {
  return siteSettingNames
    .filter((name) => (built[name] ?? "") !== (current[name] ?? ""))
    .map((name) => ({ name, built: String(built[name] ?? ""), current: String(current[name] ?? "") }));
}

/**
 * Why a build cannot serve these settings, naming each variable with both values and the
 * command that fixes it; undefined when the build matches.
 */
export function buildSettingsMismatch(buildDir: string, current: SiteSettings): string | undefined {
  const built = readBuildSettings(buildDir);
  if (!built) {
    return `The build in ${buildDir}/ does not record the settings it was made with (it is older than this check).`;
  }
  const differences = settingsDifferences(built, current);
  if (differences.length === 0) return undefined;
  const lines = differences.map(
    ({ name, built, current }) => `  ${name}: the build has ${JSON.stringify(built)}, now ${JSON.stringify(current)}`,
  );
  return [`The build in ${buildDir}/ was made with other public settings:`, ...lines].join("\n");
}
