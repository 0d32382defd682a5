import { z } from "zod";
import { isTimeZone } from "./publication.ts";

/**
 * The public settings: everything a site owner changes that the pages show. They are baked into
 * the prerendered pages at build time, so the build (vite.config.ts), the server (which checks
 * that its settings are the build's) and the tests all parse them here, with one set of rules.
 * Defaults are obvious placeholders; production sets real values (see .env.example). The maps
 * key is not one of them: the server reads it when it starts (server/config.ts, mapsSchema) and
 * the talent map asks for it (/maps-config.json), so one build serves with or without a key.
 */
const url = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);
const email = (fallback: string) => z.email().default(fallback);

export const siteSettingsSchema = z.object({
  // An origin: canonical links, the sitemap and the feed are built on it, and the pages are
  // served at the root of the server (no base path).
  SITE_URL: url("https://www.example.com")
    .refine((value) => {
      if (!URL.canParse(value)) return true; // the URL check reports it
      const parsed = new URL(value);
      return parsed.pathname === "/" && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
    }, "must be the site's origin only (https://host[:port]), without a path, query or fragment: the site is served at the root of its address")
    .transform((value) => value.replace(/\/+$/, "")),
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
  // The podcast's "Book Introductory Call" for guests. Unset, it opens BOOKING_URL_45 (the sales
  // discovery call) and a production build and start say so (guestBookingWarning).
  BOOKING_URL_GUEST: z.url({ protocol: /^https?$/ }).optional(),
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
  // Content dated after today in this zone is scheduled, not published (config/publication.ts).
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone name such as Europe/Madrid, America/Bogota or UTC")
    .default("UTC"),
  // Unconfirmed newsletter sign-ups are deleted after this many days: the server does it, and the
  // privacy policy says so with this number, so the two cannot disagree.
  NEWSLETTER_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export type SiteConfig = {
  siteUrl: string;
  productName: string;
  siteName: string;
  email: { contact: string; privacy: string; dpo: string };
  booking: { call30: string; call45: string; guest: string };
  profiles: { company: string; founder: string };
  podcast: { video: string; audio: string; network: string };
  twitterHandle: string;
  timeZone: string;
  newsletterRetentionDays: number;
};

/** The names of the public settings' environment variables. */
export const siteSettingNames: Array<keyof SiteSettings> = siteSettingsSchema.keyof().options;

export class ConfigError extends Error {
  name = "ConfigError";
}

/**
 * A value as an error message shows it. A secret (a password, a signing key, a URL with
 * credentials or a token in its path) is never printed: a URL shows its scheme, user and host,
 * anything else its length. Any other value is shown with a password written into a URL masked.
 */
export function shownValue(value: string, secret: boolean) {
  if (!secret) return JSON.stringify(value.replace(/([a-z][\w+.-]*:\/\/[^/?#@:\s]*):[^/?#\s]*@/gi, "$1:****@"));
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (!parsed?.host) return `(hidden, ${value.length} characters)`;
  const user = parsed.username ? `${parsed.username}${parsed.password ? ":****" : ""}@` : "";
  const rest = `${parsed.pathname}${parsed.search}${parsed.hash}`.replace(/^\/$/, "");
  return (
    JSON.stringify(`${parsed.protocol}//${user}${parsed.host}${rest ? "/..." : ""}`) +
    (rest ? " (the rest hidden)" : "")
  );
}

/**
 * Validates some variables of an environment with a schema. An empty value counts as unset.
 * Throws a ConfigError naming every bad variable and its value at once; the values of `secrets`
 * are not shown (shownValue).
 * @param env the environment, or the settings a build recorded (config/build-settings.ts), whose
 *   numbers are numbers
 * @param what e.g. "site configuration"
 */
export function parseEnvironment<Schema extends z.ZodObject>(
  schema: Schema,
  env: Record<string, string | number | undefined>,
  what: string,
  { secrets = [] }: { secrets?: readonly string[] } = {},
): z.infer<Schema> {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => {
      const value = env[key];
      if (typeof value === "number") return [key, value];
      return [key, value === undefined || value.trim() === "" ? undefined : value.trim()];
    }),
  );
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}=${shownValue(String(env[name] ?? ""), secrets.includes(name))}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid ${what}:\n${lines.join("\n")}`);
}

/** The public settings of an environment, as the build records them. */
export function parseSiteSettings(env: Record<string, string | number | undefined>): SiteSettings {
  return parseEnvironment(siteSettingsSchema, env, "site configuration");
}

/** The settings in the shape the app uses. */
export function toSiteConfig(c: SiteSettings): SiteConfig {
  return {
    siteUrl: c.SITE_URL,
    productName: c.PRODUCT_NAME,
    siteName: c.PRODUCT_NAME,
    email: { contact: c.CONTACT_EMAIL, privacy: c.PRIVACY_EMAIL, dpo: c.DPO_EMAIL },
    booking: { call30: c.BOOKING_URL_30, call45: c.BOOKING_URL_45, guest: c.BOOKING_URL_GUEST ?? c.BOOKING_URL_45 },
    profiles: { company: c.COMPANY_PROFILE_URL, founder: c.FOUNDER_PROFILE_URL },
    podcast: { video: c.PODCAST_VIDEO_URL, audio: c.PODCAST_AUDIO_URL, network: c.PODCAST_NETWORK_URL },
    twitterHandle: c.TWITTER_HANDLE ?? "",
    timeZone: c.SITE_TIME_ZONE,
    newsletterRetentionDays: c.NEWSLETTER_RETENTION_DAYS,
  };
}

/** Parses the public settings of an environment; throws a ConfigError naming every bad variable. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  return toSiteConfig(parseSiteSettings(env));
}

/**
 * What a production build and start say when the podcast's guest call has no scheduler of its own:
 * it then opens the 45-minute sales call, which the owner should know. Undefined once it is set.
 */
export function guestBookingWarning(settings: Pick<SiteSettings, "BOOKING_URL_GUEST">): string | undefined {
  if (settings.BOOKING_URL_GUEST) return undefined;
  return (
    'warning: BOOKING_URL_GUEST is not set: the podcast\'s "Book Introductory Call" opens BOOKING_URL_45, ' +
    "the 45-minute sales call. Set it to your guest scheduler (or to the same address, to keep it)."
  );
}

// Domains reserved for examples (RFC 2606): a setting on one of them was never set for real.
const PLACEHOLDER_DOMAINS = ["example.com", "example.org", "example.net"];

/** Whether an e-mail address, a "Name <address>" or a URL is on a placeholder domain. */
export function isPlaceholder(value: string) {
  const host = value.includes("://")
    ? URL.canParse(value)
      ? new URL(value).hostname
      : ""
    : (/@([^\s>@]+)>?\s*$/.exec(value)?.[1] ?? "");
  const domain = host.toLowerCase().replace(/\.$/, "");
  return PLACEHOLDER_DOMAINS.some((placeholder) => domain === placeholder || domain.endsWith(`.${placeholder}`));
}

/** ALLOW_PLACEHOLDERS: for demos and tests, serve (or build) with placeholder settings, with a warning. */
export const allowPlaceholders = z
  .enum(["true", "false"])
  .default("false")
  .transform((value) => value === "true");

/**
 * What to do about settings still on placeholders (example.com addresses and URLs) in a production
 * build or start: `refusal` names each variable and what to do, unless placeholders are allowed
 * (ALLOW_PLACEHOLDERS=true), then a one-line `warning`; neither when every setting is the owner's.
 * @param settings the values to check, by variable name
 */
export function placeholderCheck(
  settings: Record<string, string | number | undefined>,
  allowed: boolean,
): { refusal?: string; warning?: string } {
  const names = Object.entries(settings)
    // Addresses and links only: a number (a retention period) is never a placeholder.
    .filter(([, value]) => typeof value === "string" && isPlaceholder(value))
    .map(([name]) => name);
  if (names.length === 0) return {};
  if (allowed) {
    return {
      warning: `warning: ALLOW_PLACEHOLDERS=true: ${names.join(", ")} still on example.com placeholders; not for a live site.`,
    };
  }
  const lines = names.map((name) => `  ${name}=${JSON.stringify(settings[name])}`);
  return {
    refusal:
      `These settings are still placeholders (addresses and links on example.com, .org or .net, which nobody reads):\n${lines.join("\n")}\n` +
      "Set each to your own (README, Deployment, lists every setting), or set ALLOW_PLACEHOLDERS=true for a demo.",
  };
}

/**
 * The build's check (vite.config.ts): a build given a SITE_URL is a production build, and refuses
 * placeholder public settings unless ALLOW_PLACEHOLDERS=true. Throws a ConfigError.
 * @returns the warning to print, when placeholders are allowed
 */
export function checkBuildPlaceholders(
  settings: SiteSettings,
  env: Record<string, string | undefined>,
): string | undefined {
  if (!env.SITE_URL?.trim()) return undefined;
  const { ALLOW_PLACEHOLDERS } = parseEnvironment(z.object({ ALLOW_PLACEHOLDERS: allowPlaceholders }), env, "setting");
  const { refusal, warning } = placeholderCheck(settings, ALLOW_PLACEHOLDERS);
  if (refusal) throw new ConfigError(refusal);
  return warning;
}
