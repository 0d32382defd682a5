import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Scheduled publishing: content dated after the day of the build is validated but not published
// (no page, no listing, no sitemap, feed or assistant entry); the next build on or after its date
// publishes it. Days are calendar days in the site's time zone (SITE_TIME_ZONE, config/site.ts).

/** Whether Intl knows a time zone name (an IANA zone such as "Europe/Madrid", or "UTC"). */
export function isTimeZone(name: string) {
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

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function calendarDay(timeZone: string, instant = new Date()) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(instant).find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether content dated `date` (YYYY-MM-DD) is published on `day`: on its date and after. */
export function isDue(date: string, day: string) {
  return date <= day;
}

const BUILD_DAY = Symbol.for("mamut.publicationDay");

/**
 * The day a build publishes up to: today in the site's time zone, taken once per process, so the
 * prerender list (react-router.config.ts) and the bundles (vite.config.ts), which load their own
 * copies of this module, agree even when a build runs across midnight.
 */
export function publicationDay(timeZone: string): string {
  const store: Record<symbol, Record<string, string>> = globalThis;
  const days = (store[BUILD_DAY] ??= {});
  return (days[timeZone] ??= calendarDay(timeZone));
}

/** What the build writes beside itself (never served): its content and its publication (scripts/build/content-manifest.ts). */
export const CONTENT_MANIFEST_FILE = "content-index.json";

export type Publication = {
  timeZone: string;
  day: string;
  next?: { date: string; file: string };
};

/** The publication a build recorded: the day it published up to and the first scheduled file after it. */
export function readPublication(buildDir: string): Publication | undefined {
  const file = join(buildDir, CONTENT_MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")).publication;
}

/** The first scheduled file a build left out whose date has come by `now`, or undefined. */
export function scheduledContentDue(publication: Publication | undefined, now = new Date()) {
  if (!publication?.next) return undefined;
  return isDue(publication.next.date, calendarDay(publication.timeZone, now)) ? publication.next : undefined;
}
