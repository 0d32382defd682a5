import { existsSync } from "node:fs";
import { z } from "zod";

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
    GOOGLE_MAPS_API_KEY: z.string().trim().default(""),
    NODE_ENV: z.string().default("production"),

    // Lead capture (contact form, newsletter): storage, delivery to the owner, e-mail.
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("https://www.example.com")
      .transform((value) => value.replace(/\/+$/, "")),
    PRODUCT_NAME: z.string().trim().min(1).default("Mamut"),
    DATABASE_PATH: z.string().trim().min(1).default("./data/site.db"),
    LEAD_WEBHOOK_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
    LEAD_WEBHOOK_SECRET: z.string().default(""),
    SMTP_URL: z.union([z.literal(""), z.url({ protocol: /^smtps?$/ })]).default(""),
    MAIL_FROM: z.string().trim().min(3).default("Mamut <no-reply@example.com>"),
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

/** @typedef {z.output<typeof schema>} ServerConfig */

/**
 * Parses the server's settings; throws an Error that names every bad variable.
 * @param {Record<string, string | undefined>} env
 * @returns {ServerConfig}
 */
export function parseServerConfig(env) {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const result = schema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new Error(`Invalid server configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Loads `.env` when present, then parses; exits with the message on a bad value. */
export function loadServerConfig() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    return parseServerConfig(process.env);
  } catch (error) {
    console.error(
      `\n${error instanceof Error ? error.message : String(error)}\nFix the variable (see .env.example) and try again.\n`,
    );
    process.exit(1);
  }
}
