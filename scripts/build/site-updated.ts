import { spawnSync } from "node:child_process";
import { calendarDay } from "../../config/publication.ts";
import { newestSource } from "../build-freshness.ts";

/** What every page is made of: its content, the app's code and styles, the static files. */
const SITE_SOURCES = ["app", "content", "public"];

/**
 * The day the site's pages last changed, the sitemap's `lastmod` for a page without a date of its
 * own (the home page, the documents, the one-pagers): the last commit to what pages are made of,
 * or, with changes not committed yet or no git history (a copy of the folder), the newest of those
 * files' times. A day in the site's time zone, like the content's dates.
 */
export function siteUpdatedDay(root: string, timeZone: string): string {
  const git = (args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const committed = git(["log", "-1", "--format=%cI", "--", ...SITE_SOURCES]);
  const pending = git(["status", "--porcelain", "--", ...SITE_SOURCES]);
  if (committed.status === 0 && committed.stdout.trim() !== "" && pending.status === 0 && pending.stdout.trim() === "") {
    return calendarDay(timeZone, new Date(committed.stdout.trim()));
  }
  const newest = newestSource(root);
  return calendarDay(timeZone, newest ? new Date(newest.mtimeMs) : new Date());
}
