import { z } from "zod";

/**
 * Everything a site owner changes, with the environment variable that overrides it.
 * Defaults are obvious placeholders; production sets real values (see .env.example).
 */
const url = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);
const email = (fallback: string) => z.email().default(fallback);

export const siteConfigSchema = z.object({
  SITE_URL: url("https://www.example.com").transform((value) => value.replace(/\/+$/, "")),
  PRODUCT_NAME: z.string().trim().min(1).max(40).default("Mamut"),
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
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]*$/, "may only contain letters, digits, '-' and '_'")
    .default(""),
  // Google's advanced markers need a map id; the demo id works until the owner creates one.
  GOOGLE_MAPS_MAP_ID: z
    .string()
    .trim()
    .regex(/^[\w-]+$/, "may only contain letters, digits, '-' and '_'")
    .default("DEMO_MAP_ID"),
});

export type SiteConfigEnv = z.input<typeof siteConfigSchema>;

export type SiteConfig = {
  siteUrl: string;
  productName: string;
  siteName: string;
  email: { contact: string; privacy: string; dpo: string };
  booking: { call30: string; call45: string };
  profiles: { company: string; founder: string };
  podcast: { video: string; audio: string; network: string };
  googleMapsApiKey: string;
  googleMapsMapId: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses settings from an environment; throws a ConfigError naming every bad variable. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const relevant = Object.fromEntries(
    Object.keys(siteConfigSchema.shape).map((key) => {
      const value = env[key];
      return [key, value === undefined || value.trim() === "" ? undefined : value.trim()];
    }),
  );
  const result = siteConfigSchema.safeParse(relevant);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid site configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  return {
    siteUrl: c.SITE_URL,
    productName: c.PRODUCT_NAME,
    siteName: c.PRODUCT_NAME,
    email: { contact: c.CONTACT_EMAIL, privacy: c.PRIVACY_EMAIL, dpo: c.DPO_EMAIL },
    booking: { call30: c.BOOKING_URL_30, call45: c.BOOKING_URL_45 },
    profiles: { company: c.COMPANY_PROFILE_URL, founder: c.FOUNDER_PROFILE_URL },
    podcast: { video: c.PODCAST_VIDEO_URL, audio: c.PODCAST_AUDIO_URL, network: c.PODCAST_NETWORK_URL },
    googleMapsApiKey: c.GOOGLE_MAPS_API_KEY,
    googleMapsMapId: c.GOOGLE_MAPS_MAP_ID,
  };
}
