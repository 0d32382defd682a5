import { z } from "zod";
import { isTimeZone } from "./publication.js";

/**
 * The public settings: everything a site owner changes that the pages show. They are baked into
 * the prerendered pages at build time, so the build (vite.config.ts), the server (which checks
 * that its settings are the build's) and the tests all parse them here, with one set of rules.
 * Defaults are obvious placeholders; production sets real values (see .env.example). The maps
 * key is not one of them: the server reads it when it starts (server/config.js, mapsSchema) and
 * the talent map asks for it (/maps-config.json), so one build serves with or without a key.
 */
/** @param {string} fallback */
const url = (fallback) => z.url({ protocol: /^https?$/ }).default(fallback);
/** @param {string} fallback */
const email = (fallback) => z.email().default(fallback);

export const siteSettingsSchema = z.object({
  SITE_URL: url("https://www.example.com").transform((value) => value.replace(/\/+$/, "")),
  PRODUCT_NAME: z
    .string()
    .trim()
    .min(1)
    .max(40)
    // It is written into pages, feeds and JSON; markup characters would break them.
    .regex(/^[^<>{}"]+$/, "may not contain <, >, {, } or double quotes")
    .default("Mamut"),
  CONTACT_EMAIL: email("hello@example.com"),
  PRIVACY_EMAIL: email("privacy@example.com"),
  DPO_EMAIL: email("dpo@example.com"),
  BOOKING_URL_30: url("https://booking.example.com/mamut/30min"),
  BOOKING_URL_45: url("https://booking.example.com/mamut/45min"),
  COMPANY_PROFILE_URL: url("https://www.example.com/profiles/company/mamut"),
  FOUNDER_PROFILE_URL: url("https://www.example.com/profiles/founder"),
  PODCAST_VIDEO_URL: url("https://video.example.com/@healthtechheroes"),
  PODCAST_AUDIO_URL: url("https://podcasts.example.com/healthtech-heroes"),
  PODCAST_NETWORK_URL: url("https://www.example.com/profiles/healthtech-heroes"),
  // The site's account for twitter:site; empty leaves the tag out.
  TWITTER_HANDLE: z
    .string()
    .trim()
    .regex(/^@?\w{1,15}$/, 'must be an X (Twitter) handle such as "@mamut"')
    .transform((value) => (value.startsWith("@") ? value : `@${value}`))
    .optional(),
  // Content dated after today in this zone is scheduled, not published (config/publication.js).
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone name such as Europe/Madrid, America/Bogota or UTC")
    .default("UTC"),
});

/** @typedef {z.output<typeof siteSettingsSchema>} SiteSettings */

/**
 * @typedef {{
 *   siteUrl: string;
 *   productName: string;
 *   siteName: string;
 *   email: { contact: string; privacy: string; dpo: string };
 *   booking: { call30: string; call45: string };
 *   profiles: { company: string; founder: string };
 *   podcast: { video: string; audio: string; network: string };
 *   twitterHandle: string;
 *   timeZone: string;
 * }} SiteConfig
 */

/** The names of the public settings' environment variables. */
export const siteSettingNames = /** @type {Array<keyof SiteSettings>} */ (Object.keys(siteSettingsSchema.shape));

export class ConfigError extends Error {
  name = "ConfigError";
}

/**
 * Validates some variables of an environment with a schema. An empty value counts as unset.
 * Throws a ConfigError naming every bad variable and its value at once.
 * @template {z.ZodObject} Schema
 * @param {Schema} schema
 * @param {Record<string, string | undefined>} env
 * @param {string} what e.g. "site configuration"
 * @returns {z.output<Schema>}
 */
export function parseEnvironment(schema, env, what) {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => {
      const value = env[key];
      return [key, value === undefined || value.trim() === "" ? undefined : value.trim()];
    }),
  );
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid ${what}:\n${lines.join("\n")}`);
}

/**
 * The public settings of an environment, as the build records them.
 * @param {Record<string, string | undefined>} env
 * @returns {SiteSettings}
 */
export function parseSiteSettings(env) {
  return parseEnvironment(siteSettingsSchema, env, "site configuration");
}

/**
 * The settings in the shape the app uses.
 * @param {SiteSettings} c
 * @returns {SiteConfig}
 */
export function toSiteConfig(c) {
  return {
    siteUrl: c.SITE_URL,
    productName: c.PRODUCT_NAME,
    siteName: c.PRODUCT_NAME,
    email: { contact: c.CONTACT_EMAIL, privacy: c.PRIVACY_EMAIL, dpo: c.DPO_EMAIL },
    booking: { call30: c.BOOKING_URL_30, call45: c.BOOKING_URL_45 },
    profiles: { company: c.COMPANY_PROFILE_URL, founder: c.FOUNDER_PROFILE_URL },
    podcast: { video: c.PODCAST_VIDEO_URL, audio: c.PODCAST_AUDIO_URL, network: c.PODCAST_NETWORK_URL },
    twitterHandle: c.TWITTER_HANDLE ?? "",
    timeZone: c.SITE_TIME_ZONE,
  };
}

/**
 * Parses the public settings of an environment; throws a ConfigError naming every bad variable.
 * @param {Record<string, string | undefined>} env
 * @returns {SiteConfig}
 */
export function parseSiteConfig(env) {
  return toSiteConfig(parseSiteSettings(env));
}
