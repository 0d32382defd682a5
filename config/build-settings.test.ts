import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildSettingsMismatch, readBuildSettings, settingsDifferences, writeBuildSettings } from "./build-settings.ts";
import { parseSiteSettings } from "./site.ts";

const dirs: string[] = [];
function buildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "build-settings-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("a build's recorded settings read back as they were written", () => {
  const dir = buildDir();
  const settings = parseSiteSettings({ SITE_URL: "https://www.mamut.io/", TWITTER_HANDLE: "mamut" });
  writeBuildSettings(dir, settings);
  expect(readBuildSettings(dir)).toEqual(JSON.parse(JSON.stringify(settings)));
  expect(
    buildSettingsMismatch(dir, parseSiteSettings({ SITE_URL: "https://www.mamut.io", TWITTER_HANDLE: "@mamut" })),
  ).toBeUndefined();
});

test("a server with another SITE_URL is told both values and how to rebuild", () => {
  const dir = buildDir();
  writeBuildSettings(dir, parseSiteSettings({}));
  const message = buildSettingsMismatch(dir, parseSiteSettings({ SITE_URL: "https://www.mamut.io" }));
  expect(message).toContain(`The build in ${dir}/ was made with other public settings`);
  expect(message).toContain('SITE_URL: the build has "https://www.example.com", now "https://www.mamut.io"');
  expect(message).not.toContain("PRODUCT_NAME");
});

test("every differing setting is named, an unset one as empty", () => {
  const built = parseSiteSettings({ PRODUCT_NAME: "Acme", TWITTER_HANDLE: "acme" });
  expect(settingsDifferences(built, parseSiteSettings({}))).toEqual([
    { name: "PRODUCT_NAME", built: "Acme", current: "Mamut" },
    { name: "TWITTER_HANDLE", built: "@acme", current: "" },
  ]);
  // The maps key is read at run time: another key needs no rebuild.
  expect(settingsDifferences(parseSiteSettings({}), parseSiteSettings({ GOOGLE_MAPS_API_KEY: "key" }))).toEqual([]);
});

test("a build without recorded settings is reported as too old to check", () => {
  expect(buildSettingsMismatch(buildDir(), parseSiteSettings({}))).toMatch(/does not record the settings/);
});
