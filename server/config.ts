import { isIP } from "node:net";
import { z } from "zod";
import { exitWithConfigError, loadEnvironment } from "../config/env.ts";
import {
  ConfigError,
  type SiteConfig,
  type SiteSettings,
  allowPlaceholders,
  parseEnvironment,
  parseSiteSettings,
  placeholderCheck,
  toSiteConfig,
} from "../config/site.ts";
import { isPostgresUrl } from "./leads/store.ts";
import { mapsSchema, parseMapsSettings } from "../config/maps.ts";

// The server's own settings. The public ones (SITE_URL, PRODUCT_NAME, ...) are config/site.ts's.

// Express's names for the private ranges a proxy may sit in.
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];

/** @param entry an IP address, a CIDR range or one of PROXY_RANGES */
function isProxyAddress(entry: string) {
  if (PROXY_RANGES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  const bits = Number(prefix);
  return version !== 0 && rest.length === 0 && /^\d+$/.test(prefix ?? "") && bits <= (version === 4 ? 32 : 128);
}

/** Whether a HOST to listen on is this machine's loopback only (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string) {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(bare);
}

/** @param value with a host name, or a unix socket folder as `?host=/run/postgresql` */
function isDatabaseUrl(value: string) {
  if (!isPostgresUrl(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.hostname !== "" || url.searchParams.has("host");
}

const ADDRESS = z.email();

/** A sender as a mail header writes it: `hello@mamut.io` or `Mamut <hello@mamut.io>`. */
export function isMailbox(value: string) {
  const named = /^([^<>]*)<([^<>]+)>$/.exec(value);
  const address = named ? (named[2] ?? "").trim() : value;
  return ADDRESS.safeParse(address).success && !/[\r\n]/.test(value);
}

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    // Whose X-Forwarded-* headers to believe: the proxies' addresses, or the number of proxies in
    // front of a server that listens on loopback only. Never "true": it would believe any
    // X-Forwarded-For a client makes up.
    TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .transform((value, context) => {
        if (value === "false" || value === "") return 0;
        if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
        const entries = value.split(",").map((entry) => entry.trim());
        const bad = value === "true" ? "true" : entries.find((entry) => !isProxyAddress(entry));
        if (bad === undefined) return entries;
        context.addIssue({
          code: "custom",
          message:
            bad === "true"
              ? '"true" would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (e.g. 1) or their addresses'
              : `"${bad}" is not a hop count (0-10), an IP address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGES.join(", ")}`,
        });
        return z.NEVER;
      }),
    LOG_REQUESTS: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    NODE_ENV: z.string().default("production"),
    ALLOW_PLACEHOLDERS: allowPlaceholders,

    // Lead capture (contact form, newsletter): storage, delivery to the owner, e-mail.
    DATABASE_PATH: z.string().trim().min(1).default("./data/site.db"),
    // PostgreSQL instead of the SQLite file, for several servers on one database.
    DATABASE_URL: z
      .string()
      .trim()
      .default("")
      .refine((value) => value === "" || isDatabaseUrl(value), {
        message:
          "must be a postgres:// or postgresql:// URL with a host (or empty for the SQLite file at DATABASE_PATH)",
      }),
    // PostgreSQL only: connections per server, and how long a request waits for a free one
    // before the visitor is told the form could not be stored (what they typed is kept).
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    LEAD_WEBHOOK_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
    LEAD_WEBHOOK_SECRET: z.string().default(""),
    SMTP_URL: z
      .string()
      .refine(
        (value) => value === "" || (URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol)),
        "must be an smtp:// or smtps:// URL (or empty: e-mails are not sent, and the log says so)",
      )
      .default(""),
    // Defaults to "<PRODUCT_NAME> <no-reply@example.com>". A mail server takes a bad sender at
    // start-up and refuses every message later, so it is checked here.
    MAIL_FROM: z
      .string()
      .trim()
      .refine(isMailbox, 'must be an e-mail address, alone or as "Name <address>" (e.g. "Mamut <hello@mamut.io>")')
      .optional(),
    // Who receives each contact submission by e-mail (when SMTP_URL is set); CONTACT_EMAIL by default.
    LEAD_NOTIFY_EMAIL: z.email("must be an e-mail address").optional(),
    // A pending address gets at most one confirmation e-mail per this many minutes.
    NEWSLETTER_RESEND_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    QUARANTINE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // Delivered webhooks and e-mails are deleted this long after delivery, failed ones this long after they gave up.
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10 * 60 * 1000),
    // Fill time: from the moment the server sent the page (the time it signed into the form) to
    // the post. A person cannot send a form faster.
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
    // How many posts of a form one signed time serves: in all (the visitors who received the same
    // copy of a page each post once) and from one client (a person sending again from the same
    // page). Beyond that a post is quarantined: a harvested time cannot be replayed.
    FORM_TIME_MAX_POSTS: z.coerce.number().int().min(1).max(1_000_000).default(10),
    FORM_TIME_MAX_POSTS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(3),
    // Signs that time; empty: a random secret made on first start and kept in the database.
    FORM_TIME_SECRET: z
      .string()
      .default("")
      .refine((value) => value === "" || value.length >= 32, {
        message: "must be at least 32 characters (or empty: the server makes one and keeps it in the database)",
      }),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
    OUTBOX_RETRY_CAP_MS: z.coerce
      .number()
      .int()
      .min(10)
      .default(60 * 60 * 1000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
    // Per kind (webhooks, e-mails): deliveries in flight, and how long one may take.
    OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    OUTBOX_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  })
  .superRefine((config, context) => {
    // A count believes the last hops of X-Forwarded-For from whoever connects: that is the proxy
    // only when nothing else can reach the server.
    if (typeof config.TRUST_PROXY === "number" && config.TRUST_PROXY > 0 && !isLoopbackHost(config.HOST)) {
      context.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          `a count believes the X-Forwarded-For of anyone who reaches the server, and HOST=${JSON.stringify(config.HOST)} ` +
          "can be reached from other machines: name the proxies instead (loopback: on this machine; uniquelocal: on a " +
          "private network, e.g. a container host, a PaaS router or a load balancer; or an address or range such as " +
          "10.0.0.5 or 10.0.0.0/8), or set HOST=127.0.0.1 behind a proxy on this machine",
      });
    }
    if (config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET.length < 16) {
      context.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "must be at least 16 characters when LEAD_WEBHOOK_URL is set (it signs every webhook)",
      });
    }
  });

export type ServerConfig = Omit<z.output<typeof schema>, "MAIL_FROM" | "LEAD_NOTIFY_EMAIL"> & {
  MAIL_FROM: string;
  LEAD_NOTIFY_EMAIL: string;
  SITE_URL: string;
  PRODUCT_NAME: string;
  NEWSLETTER_RETENTION_DAYS: number;
  site: SiteConfig;
  siteSettings: SiteSettings;
  maps: { apiKey: string; mapId: string };
};

// Never printed: passwords in URLs, the signing secret, a webhook URL's token path.
const SECRET_SETTINGS = ["DATABASE_URL", "SMTP_URL", "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"];

/** Every variable the server reads (`.env.example` lists them all). */
export const SERVER_SETTINGS = [...Object.keys(schema.shape), ...Object.keys(mapsSchema.shape)];

/**
 * Parses the server's settings and the public ones; throws a ConfigError that names every bad
 * variable of both at once.
 */
export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const siteSettings = attempt(() => parseSiteSettings(env));
  const server = attempt(() => parseEnvironment(schema, env, "server configuration", { secrets: SECRET_SETTINGS }));
  const maps = attempt(() => parseMapsSettings(env));
  if (!siteSettings || !server || !maps) throw new ConfigError(problems.join("\n"));
  return {
    ...server,
    MAIL_FROM: server.MAIL_FROM ?? `${siteSettings.PRODUCT_NAME} <no-reply@example.com>`,
    LEAD_NOTIFY_EMAIL: server.LEAD_NOTIFY_EMAIL ?? siteSettings.CONTACT_EMAIL,
    SITE_URL: siteSettings.SITE_URL,
    PRODUCT_NAME: siteSettings.PRODUCT_NAME,
    // A public setting: the privacy policy states it (config/site.ts).
    NEWSLETTER_RETENTION_DAYS: siteSettings.NEWSLETTER_RETENTION_DAYS,
    site: toSiteConfig(siteSettings),
    siteSettings,
    maps,
  };
}

/**
 * What a production start must say about settings still on example.com placeholders: the public
 * ones, and the sender and recipient of the owner's e-mails when mail is on (config/site.ts).
 */
export function startPlaceholderCheck(config: ServerConfig) {
  const notify =
    config.LEAD_NOTIFY_EMAIL === config.siteSettings.CONTACT_EMAIL
      ? {}
      : { LEAD_NOTIFY_EMAIL: config.LEAD_NOTIFY_EMAIL };
  const mail = config.SMTP_URL ? { MAIL_FROM: config.MAIL_FROM, ...notify } : {};
  return placeholderCheck({ ...config.siteSettings, ...mail }, config.ALLOW_PLACEHOLDERS);
}

/** Reads `.env` (config/env.ts), then parses; exits with the message on a bad value. */
export function loadServerConfig(): ServerConfig {
  try {
    return parseServerConfig(loadEnvironment());
  } catch (error) {
    exitWithConfigError(error);
  }
}
