import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { writeBuildSettings } from "../config/build-settings.ts";
import { CONTENT_MANIFEST_FILE, type Publication } from "../config/publication.ts";
import { parseSiteSettings } from "../config/site.ts";
import { rebuildReason } from "./build-freshness.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with one article and a build made a minute after it. */
function project() {
  const root = mkdtempSync(join(tmpdir(), "freshness-"));
  roots.push(root);
  const past = new Date(Date.now() - 120_000);
  mkdirSync(join(root, "content", "blog"), { recursive: true });
  writeFileSync(join(root, "content", "blog", "a.mdx"), "text");
  mkdirSync(join(root, "public", "social"), { recursive: true });
  for (const path of ["content/blog/a.mdx", "content/blog", "content", "public/social", "public"]) {
    utimesSync(join(root, path), past, past);
  }
  const build = join(root, "build");
  mkdirSync(join(build, "server"), { recursive: true });
  mkdirSync(join(build, "client"), { recursive: true });
  writeFileSync(join(build, "server", "index.js"), "");
  writeFileSync(join(build, "client", "index.html"), "");
  writeBuildSettings(build, parseSiteSettings({}));
  const built = new Date(Date.now() - 60_000);
  utimesSync(join(build, "site-settings.json"), built, built);
  return { root, build };
}

test("a build newer than every source is served as it is", () => {
  const { root, build } = project();
  expect(rebuildReason(build, parseSiteSettings({}), root)).toBeUndefined();
});

test("a new article makes npm start rebuild, naming what changed", () => {
  const { root, build } = project();
  writeFileSync(join(root, "content", "blog", "new-article.mdx"), "text");
  expect(rebuildReason(build, parseSiteSettings({}), root)).toMatch(
    /^content\/blog(\/new-article\.mdx)? changed after/,
  );
});

test("a generated social image is not a source", () => {
  const { root, build } = project();
  writeFileSync(join(root, "public", "social", "x.jpg"), "");
  expect(rebuildReason(build, parseSiteSettings({}), root)).toBeUndefined();
});

test("other public settings than the build's make npm start rebuild", () => {
  const { root, build } = project();
  expect(rebuildReason(build, parseSiteSettings({ SITE_URL: "https://www.mamut.io" }), root)).toMatch(
    /SITE_URL: the build has "https:\/\/www\.example\.com", now "https:\/\/www\.mamut\.io"/,
  );
});

test("a missing build is built first", () => {
  const { root } = project();
  expect(rebuildReason(join(root, "nothing"), parseSiteSettings({}), root)).toMatch(/no production build/);
});

/** The publication a build records in its content manifest. */
function recordPublication(build: string, publication: Publication) {
  writeFileSync(join(build, CONTENT_MANIFEST_FILE), JSON.stringify({ publication, scheduled: [], posts: [] }));
}

test("npm start rebuilds once a scheduled article's date has come in the site's time zone, and says so", () => {
  const { root, build } = project();
  recordPublication(build, {
    timeZone: "Europe/Madrid",
    day: "2026-11-30",
    next: { date: "2026-12-01", file: "content/blog/tomorrow.mdx" },
  });
  const settings = parseSiteSettings({});
  // 23:59 on November 30th in Madrid: not yet; midnight: publish.
  expect(rebuildReason(build, settings, root, new Date("2026-11-30T22:59:00Z"))).toBeUndefined();
  expect(rebuildReason(build, settings, root, new Date("2026-11-30T23:00:00Z"))).toBe(
    `content/blog/tomorrow.mdx is scheduled for 2026-12-01 (Europe/Madrid) and the build in ${build}/ was made on 2026-11-30: publishing it`,
  );
});

test("a build with nothing scheduled is not rebuilt as days pass", () => {
  const { root, build } = project();
  recordPublication(build, { timeZone: "UTC", day: "2026-11-30" });
  expect(rebuildReason(build, parseSiteSettings({}), root, new Date("2030-01-01T00:00:00Z"))).toBeUndefined();
});
