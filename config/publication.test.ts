import { expect, test } from "vitest";
import {
  calendarDay,
  isDue,
  isTimeZone,
  publicationDay,
  scheduledContentDue,
  type Publication,
} from "./publication.ts";
import { parseSiteConfig } from "./site.ts";

// Scheduled publishing compares calendar days in the site's time zone: an article dated
// 2026-12-01 is published by a build made on December 1st there, whatever the server's clock says.

test("the same instant is a different day on either side of a time zone's midnight", () => {
  const instant = new Date("2026-11-30T23:30:00Z");
  expect(calendarDay("UTC", instant)).toBe("2026-11-30");
  expect(calendarDay("Europe/Madrid", instant)).toBe("2026-12-01");
  expect(calendarDay("America/Bogota", instant)).toBe("2026-11-30");
  expect(calendarDay("America/Bogota", new Date("2026-12-01T04:59:59Z"))).toBe("2026-11-30");
  expect(calendarDay("America/Bogota", new Date("2026-12-01T05:00:00Z"))).toBe("2026-12-01");
  expect(calendarDay("Pacific/Kiritimati", new Date("2026-12-31T10:00:00Z"))).toBe("2027-01-01");
});

test("summer time moves the boundary by the hour", () => {
  // Madrid is UTC+2 in July and UTC+1 in January.
  expect(calendarDay("Europe/Madrid", new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
  expect(calendarDay("Europe/Madrid", new Date("2026-01-14T22:00:00Z"))).toBe("2026-01-14");
});

test("content is due on its date and after, not the day before", () => {
  expect(isDue("2026-12-01", "2026-11-30")).toBe(false);
  expect(isDue("2026-12-01", "2026-12-01")).toBe(true);
  expect(isDue("2026-12-01", "2026-12-02")).toBe(true);
  expect(isDue("2026-12-01", "2027-01-01")).toBe(true);
});

test("a build published up to today publishes tomorrow's article once its day has come in the site's zone", () => {
  const built: Publication = {
    timeZone: "Europe/Madrid",
    day: "2026-11-30",
    next: { date: "2026-12-01", file: "content/blog/tomorrow.mdx" },
  };
  // 23:59 in Madrid on November 30th, then midnight.
  expect(scheduledContentDue(built, new Date("2026-11-30T22:59:00Z"))).toBeUndefined();
  expect(scheduledContentDue(built, new Date("2026-11-30T23:00:00Z"))).toEqual(built.next);
  // The same instants in Bogota are still November 30th.
  const bogota = { ...built, timeZone: "America/Bogota" };
  expect(scheduledContentDue(bogota, new Date("2026-11-30T23:00:00Z"))).toBeUndefined();
  expect(scheduledContentDue({ ...built, next: undefined }, new Date("2030-01-01T00:00:00Z"))).toBeUndefined();
  expect(scheduledContentDue(undefined)).toBeUndefined();
});

test("one build takes one day, however long it runs", () => {
  const day = publicationDay("Asia/Tokyo");
  expect(day).toBe(calendarDay("Asia/Tokyo"));
  expect(publicationDay("Asia/Tokyo")).toBe(day);
});

test("SITE_TIME_ZONE takes IANA zone names, UTC by default, and refuses others naming the variable", () => {
  expect(parseSiteConfig({}).timeZone).toBe("UTC");
  expect(parseSiteConfig({ SITE_TIME_ZONE: "America/Bogota" }).timeZone).toBe("America/Bogota");
  expect(isTimeZone("Europe/Madrid")).toBe(true);
  for (const value of ["Mars/Olympus_Mons", "+01:00", "Madrid"]) {
    expect(isTimeZone(value), value).toBe(false);
    expect(() => parseSiteConfig({ SITE_TIME_ZONE: value }), value).toThrow(
      new RegExp(`SITE_TIME_ZONE="${value.replace("+", "\\+")}": must be an IANA time zone name`),
    );
  }
});
