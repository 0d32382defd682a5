import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Scheduled publishing: content dated after the day of the build is validated but not published
// (no page, no listing, no sitemap, feed or assistant entry); the next build on or after its date
// publishes it. Days are calendar days in the site's time zone (SITE_TIME_ZONE, config/site.js).

/**
 * Whether Intl knows a time zone name (an IANA zone such as "Europe/Madrid", or "UTC").
 * @param {string} name
 */
export function isTimeZone(name) {
  // Node 24 and later take a UTC offset ("+01:00") as a zone too; an offset keeps no daylight
  // saving time, so the site's day would be an hour off for half the year.
  if (/^[+-]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a time zone.
 * @param {string} timeZone
 * @param {Date} [instant]
 */
export function calendarDay(timeZone, instant = new Date()) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(timeZone, format);
  }
  const part = (/** @type {string} */ type) => format.formatToParts(instant).find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * Whether content dated `date` (YYYY-MM-DD) is published on `day`: on its date and after.
 * @param {string} date
 * @param {string} day
 */
export function isDue(date, day) {
  return date <= day;
}

const BUILD_DAY = Symbol.for("mamut.publicationDay");

/**
 * The day a build publishes up to: today in the site's time zone, taken once per process, so the
 * prerender list (react-router.config.ts) and the bundles (vite.config.ts), which load their own
 * copies of this module, agree even when a build runs across midnight.
 * @param {string} timeZone
 * @returns {string}
 */
export function publicationDay(timeZone) {
  const store = /** @type {Record<symbol, Record<string, string>>} */ (/** @type {unknown} */ (globalThis));
  const days = (store[BUILD_DAY] ??= {});
  return (days[timeZone] ??= calendarDay(timeZone));
}

/** What the build writes beside itself (never served): its content and its publication (scripts/build/content-manifest.ts). */
export const CONTENT_MANIFEST_FILE = "content-index.json";

/**
 * @typedef {{
 *   timeZone: string;
 *   day: string;
 *   next?: { date: string; file: string };
 * }} Publication
 */

/**
 * The publication a build recorded: the day it published up to and the first scheduled file after it.
 * @param {string} buildDir
 * @returns {Publication | undefined}
 */
export function readPublication(buildDir) {
  const file = join(buildDir, CONTENT_MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")).publication;
}

/**
 * The first scheduled file a build left out whose date has come by `now`, or undefined.
 * @param {Publication | undefined} publication
 * @param {Date} [now]
 */
export function scheduledContentDue(publication, now = new Date()) {
  if (!publication?.next) return undefined;
  return isDue(publication.next.date, calendarDay(publication.timeZone, now)) ? publication.next : undefined;
}
