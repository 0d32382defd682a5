import { z } from "zod";
import { exitWithConfigError, loadEnvironment } from "../config/env.js";
import { ConfigError, parseEnvironment, parseSiteSettings, toSiteConfig } from "../config/site.js";

// The server's own settings. The public ones (SITE_URL, PRODUCT_NAME, ...) are config/site.js's.

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    // Express "trust proxy": false, true, a hop count, or a comma-separated list of addresses.
    TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .transform((value) => {
        if (value === "true") return true;
        if (value === "false" || value === "") return false;
        if (/^\d+$/.test(value)) return Number(value);
        return value;
      }),
    LOG_REQUESTS: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    NODE_ENV: z.string().default("production"),

    // Lead capture (contact form, newsletter): storage, delivery to the owner, e-mail.
    DATABASE_PATH: z.string().trim().min(1).default("./data/site.db"),
    LEAD_WEBHOOK_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
    LEAD_WEBHOOK_SECRET: z.string().default(""),
    SMTP_URL: z.union([z.literal(""), z.url({ protocol: /^smtps?$/ })]).default(""),
    // Defaults to "<PRODUCT_NAME> <no-reply@example.com>".
    MAIL_FROM: z.string().trim().min(3).optional(),
    NEWSLETTER_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10 * 60 * 1000),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
    OUTBOX_RETRY_CAP_MS: z.coerce
      .number()
      .int()
      .min(10)
      .default(60 * 60 * 1000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
  })
  .superRefine((config, context) => {
    if (config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET.length < 16) {
      context.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "must be at least 16 characters when LEAD_WEBHOOK_URL is set (it signs every webhook)",
      });
    }
  });

/**
 * @typedef {Omit<z.output<typeof schema>, "MAIL_FROM"> & {
 *   MAIL_FROM: string;
 *   SITE_URL: string;
 *   PRODUCT_NAME: string;
 *   site: import("../config/site.js").SiteConfig;
 *   siteSettings: import("../config/site.js").SiteSettings;
 * }} ServerConfig
 */

/**
 * Parses the server's settings and the public ones; throws a ConfigError that names every bad
 * variable of both at once.
 * @param {Record<string, string | undefined>} env
 * @returns {ServerConfig}
 */
export function parseServerConfig(env) {
  /** @type {string[]} */
  const problems = [];
  /** @template T @param {() => T} parse */
  const attempt = (parse) => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const siteSettings = attempt(() => parseSiteSettings(env));
  const server = attempt(() => parseEnvironment(schema, env, "server configuration"));
  if (!siteSettings || !server) throw new ConfigError(problems.join("\n"));
  return {
    ...server,
    MAIL_FROM: server.MAIL_FROM ?? `${siteSettings.PRODUCT_NAME} <no-reply@example.com>`,
    SITE_URL: siteSettings.SITE_URL,
    PRODUCT_NAME: siteSettings.PRODUCT_NAME,
    site: toSiteConfig(siteSettings),
    siteSettings,
  };
}

/** Reads `.env` (config/env.js), then parses; exits with the message on a bad value. */
export function loadServerConfig() {
  try {
    return parseServerConfig(loadEnvironment());
  } catch (error) {
    exitWithConfigError(error);
  }
}
