// Whether a production build still matches its sources, its settings and the calendar, for `npm start`.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { BUILD_SETTINGS_FILE, buildSettingsMismatch } from "../config/build-settings.ts";
import { readPublication, scheduledContentDue } from "../config/publication.ts";
import type { SiteSettings } from "../config/site.ts";

/** What a build is made from; public/social is the build's own output. */
const SOURCES = ["app", "content", "public", "config", "scripts/build", "scripts/social-images"];
const SOURCE_FILES = [
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
  // The build writes its pages in their final form and the static hosts' headers with these.
  "server/pages.ts",
  "server/route-table.ts",
  "server/security.ts",
  "server/static-files.ts",
  "server/static-host.ts",
];
const GENERATED = new Set([join("public", "social")]);

/**
 * The newest file or folder under the sources (a folder's time changes when a file is added,
 * renamed or deleted, so removing an article counts too).
 */
export function newestSource(root = "."): { path: string; mtimeMs: number } | undefined {
  let newest: { path: string; mtimeMs: number } | undefined;
  const consider = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full) || GENERATED.has(path)) return;
    const stat = statSync(full);
    if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { path, mtimeMs: stat.mtimeMs };
    if (stat.isDirectory()) for (const entry of readdirSync(full)) consider(join(path, entry));
  };
  for (const path of [...SOURCES, ...SOURCE_FILES]) consider(path);
  return newest;
}

/** True when buildDir holds a production build the server can start from: its server bundle and pages. */
export function hasBuild(buildDir: string) {
  return existsSync(join(buildDir, "server", "index.js")) && existsSync(join(buildDir, "client", "index.html"));
}

/**
 * Why the build in buildDir must be made again before it is served, or undefined when it is current.
 * @param settings the public settings the server will have
 * @param now scheduled content whose date has come by then needs a build to be published
 */
export function rebuildReason(buildDir: string, settings: SiteSettings, root = ".", now = new Date()) {
  const record = join(buildDir, BUILD_SETTINGS_FILE);
  if (!hasBuild(buildDir)) return `there is no production build in ${buildDir}/ yet`;
  const mismatch = buildSettingsMismatch(buildDir, settings);
  if (mismatch) return mismatch.replace(/^The build/, "the build");
  const newest = newestSource(root);
  if (newest && newest.mtimeMs > statSync(record).mtimeMs) {
    return `${newest.path} changed after the build in ${buildDir}/ was made`;
  }
  const publication = readPublication(buildDir);
  const due = scheduledContentDue(publication, now);
  if (publication && due) {
    return `${due.file} is scheduled for ${due.date} (${publication.timeZone}) and the build in ${buildDir}/ was made on ${publication.day}: publishing it`;
  }
  return undefined;
}
