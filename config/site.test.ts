import { expect, test } from "vitest";
import { ConfigError, parseSiteConfig } from "./site.js";

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
