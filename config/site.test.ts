import { expect, test } from "vitest";
import {
  ConfigError,
  checkBuildPlaceholders,
  guestBookingWarning,
  isPlaceholder,
  parseSiteConfig,
  parseSiteSettings,
  placeholderCheck,
  shownValue,
  toSiteConfig,
} from "./site.ts";

test("no variables gives the documented placeholder defaults", () => {
  const config = parseSiteConfig({});
  expect(config.siteUrl).toBe("https://www.example.com");
  expect(config.productName).toBe("Mamut");
  expect(config.email.contact).toBe("hello@example.com");
  expect(config.booking.call30).toMatch(/^https:\/\/.*example\.com/);
});

test("the maps key is not a public setting: it never reaches the pages' settings", () => {
  expect(JSON.stringify(parseSiteConfig({ GOOGLE_MAPS_API_KEY: "AIza-test_key" }))).not.toContain("AIza");
});

test("variables override the defaults and the site URL loses its trailing slash", () => {
  const config = parseSiteConfig({
    SITE_URL: "https://mamut.io/",
    CONTACT_EMAIL: "sales@mamut.io",
    BOOKING_URL_45: "https://cal.mamut.io/discovery",
  });
  expect(config.siteUrl).toBe("https://mamut.io");
  expect(config.email.contact).toBe("sales@mamut.io");
  expect(config.booking.call45).toBe("https://cal.mamut.io/discovery");
});

test("the podcast's guest call has its own scheduler; unset, it is the 45-minute call's, and a warning says so", () => {
  const unset = parseSiteSettings({ BOOKING_URL_45: "https://cal.mamut.io/discovery" });
  expect(toSiteConfig(unset).booking.guest).toBe("https://cal.mamut.io/discovery");
  expect(guestBookingWarning(unset)).toMatch(/^warning: BOOKING_URL_GUEST is not set: .*BOOKING_URL_45/);
  const set = parseSiteSettings({
    BOOKING_URL_45: "https://cal.mamut.io/discovery",
    BOOKING_URL_GUEST: "https://cal.mamut.io/podcast-guest",
  });
  expect(toSiteConfig(set).booking).toMatchObject({
    call45: "https://cal.mamut.io/discovery",
    guest: "https://cal.mamut.io/podcast-guest",
  });
  expect(guestBookingWarning(set)).toBeUndefined();
  expect(() => parseSiteSettings({ BOOKING_URL_GUEST: "mailto:guests@mamut.io" })).toThrow(/BOOKING_URL_GUEST=/);
});

test("an empty variable counts as unset", () => {
  expect(parseSiteConfig({ SITE_URL: "  " }).siteUrl).toBe("https://www.example.com");
});

test("a bad value is refused with a message naming the variable and the value", () => {
  expect(() => parseSiteConfig({ SITE_URL: "not a url" })).toThrow(ConfigError);
  expect(() => parseSiteConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL="not a url"/);
  expect(() => parseSiteConfig({ CONTACT_EMAIL: "nobody" })).toThrow(/CONTACT_EMAIL/);
});

test("every bad variable is named at once", () => {
  try {
    parseSiteConfig({ BOOKING_URL_30: "ftp://x.example.com", PRIVACY_EMAIL: "x@", TWITTER_HANDLE: "a b" });
    expect.unreachable();
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toContain("BOOKING_URL_30");
    expect(message).toContain("PRIVACY_EMAIL");
    expect(message).toContain("TWITTER_HANDLE");
  }
});

test("a Twitter handle gains its @ and is left out when unset", () => {
  expect(parseSiteConfig({ TWITTER_HANDLE: "mamut" }).twitterHandle).toBe("@mamut");
  expect(parseSiteConfig({ TWITTER_HANDLE: "@mamut_io" }).twitterHandle).toBe("@mamut_io");
  expect(parseSiteConfig({}).twitterHandle).toBe("");
  expect(() => parseSiteConfig({ TWITTER_HANDLE: "https://x.com/mamut" })).toThrow(/TWITTER_HANDLE/);
});

test("a product name with markup characters is refused", () => {
  expect(() => parseSiteConfig({ PRODUCT_NAME: "<b>Acme</b>" })).toThrow(/PRODUCT_NAME/);
  expect(parseSiteConfig({ PRODUCT_NAME: " Acme & Co " }).productName).toBe("Acme & Co");
});

test("SITE_URL is an origin: a path, a query, a fragment or credentials are refused with the reason", () => {
  for (const value of [
    "https://www.mamut.io/site",
    "https://www.mamut.io/?a=1",
    "https://www.mamut.io/#x",
    "https://u:p@mamut.io",
  ]) {
    expect(() => parseSiteConfig({ SITE_URL: value }), value).toThrow(/SITE_URL=.*must be the site's origin only/);
  }
  expect(parseSiteConfig({ SITE_URL: "https://www.mamut.io:8443/" }).siteUrl).toBe("https://www.mamut.io:8443");
});

test("addresses and links on example.com, .org or .net are placeholders, whatever their form", () => {
  for (const value of [
    "hello@example.com",
    "Mamut <no-reply@example.com>",
    "https://booking.example.com/mamut/30min",
    "https://video.example.com/@healthtechheroes",
    "owner@mail.example.org",
    "https://EXAMPLE.NET/x",
  ]) {
    expect(isPlaceholder(value), value).toBe(true);
  }
  for (const value of ["hello@mamut.io", "https://cal.com/mamut/30", "https://www.youtube.com/@example.com", "Mamut"]) {
    expect(isPlaceholder(value), value).toBe(false);
  }
});

test("placeholder settings are refused naming each, or with ALLOW_PLACEHOLDERS one warning line", () => {
  const settings = { SITE_URL: "https://www.mamut.io", CONTACT_EMAIL: "hello@example.com", PRODUCT_NAME: "Mamut" };
  const refused = placeholderCheck(settings, false);
  expect(refused.refusal).toContain('  CONTACT_EMAIL="hello@example.com"');
  expect(refused.refusal).not.toContain("SITE_URL");
  expect(refused.refusal).toContain("ALLOW_PLACEHOLDERS=true");
  const allowed = placeholderCheck(settings, true);
  expect(allowed.refusal).toBeUndefined();
  expect(allowed.warning?.split("\n")).toEqual([expect.stringContaining("CONTACT_EMAIL")]);
  expect(placeholderCheck({ CONTACT_EMAIL: "hello@mamut.io" }, false)).toEqual({});
  // A number (the retention period) is never a placeholder, and never taken for an address.
  expect(placeholderCheck({ NEWSLETTER_RETENTION_DAYS: 30 }, false)).toEqual({});
});

test("a build checks placeholders only when given a SITE_URL (a production build)", () => {
  const placeholders = parseSiteSettings({});
  expect(checkBuildPlaceholders(placeholders, {})).toBeUndefined();
  const production = parseSiteSettings({ SITE_URL: "https://www.mamut.io" });
  expect(() => checkBuildPlaceholders(production, { SITE_URL: "https://www.mamut.io" })).toThrow(/BOOKING_URL_30=/);
  expect(checkBuildPlaceholders(production, { SITE_URL: "https://www.mamut.io", ALLOW_PLACEHOLDERS: "true" })).toMatch(
    /^warning: ALLOW_PLACEHOLDERS=true/,
  );
  expect(() => checkBuildPlaceholders(production, { SITE_URL: "x", ALLOW_PLACEHOLDERS: "yes" })).toThrow(
    /ALLOW_PLACEHOLDERS="yes"/,
  );
});

test("an error message never shows a secret's value, nor a password written into any URL", () => {
  expect(shownValue("smtps://mailer:hunter2@smtp.mamut.io:465", true)).toBe('"smtps://mailer:****@smtp.mamut.io:465"');
  expect(shownValue("https://hooks.mamut.io/catch/T0KEN", true)).toBe('"https://hooks.mamut.io/..." (the rest hidden)');
  expect(shownValue("tooshort", true)).toBe("(hidden, 8 characters)");
  expect(shownValue("smtp//mailer:hunter2@smtp", true)).toBe("(hidden, 25 characters)");
  expect(shownValue("https://user:pa@ss@www.mamut.io/x", false)).toBe('"https://user:****@www.mamut.io/x"');
  expect(shownValue("not a url", false)).toBe('"not a url"');
});
