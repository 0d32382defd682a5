import { loadEnvironment } from "../../config/env.js";
import { parseServerConfig } from "../config.js";
import { createMailer } from "./mailer.js";
import { createOutbox } from "./outbox.js";
import { createRateLimiter } from "./rate-limit.js";
import { createLeadService } from "./service.js";
import { openStore } from "./store.js";

/**
 * One set of lead services per process. The production server creates it at start-up;
 * route actions (bundled into the React Router build) reach the same instance through
 * a global symbol.
 */
const KEY = Symbol.for("mamut.leads");

/**
 * @typedef {{
 *   store: import("./store.js").LeadStore;
 *   outbox: ReturnType<typeof createOutbox>;
 *   service: import("./service.js").LeadService;
 *   config: import("../config.js").ServerConfig;
 *   rateLimit: import("./rate-limit.js").RateLimiter;
 * }} Leads
 */

/**
 * @param {import("../config.js").ServerConfig} config
 * @param {{ log?: (line: string) => void; startWorker?: boolean }} [options]
 * @returns {Leads}
 */
export function initLeads(config, { log = console.log, startWorker = true } = {}) {
  const globals = /** @type {Record<symbol, Leads | undefined>} */ (/** @type {unknown} */ (globalThis));
  const existing = globals[KEY];
  if (existing) return existing;
  const store = openStore(config.DATABASE_PATH);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const outbox = createOutbox({
    store,
    mailer,
    log,
    options: {
      webhookUrl: config.LEAD_WEBHOOK_URL,
      webhookSecret: config.LEAD_WEBHOOK_SECRET,
      baseMs: config.OUTBOX_RETRY_BASE_MS,
      capMs: config.OUTBOX_RETRY_CAP_MS,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      intervalMs: config.OUTBOX_INTERVAL_MS,
      timeoutMs: 10_000,
    },
  });
  const service = createLeadService({
    store,
    outbox,
    siteUrl: config.SITE_URL,
    productName: config.PRODUCT_NAME,
    webhookEnabled: config.LEAD_WEBHOOK_URL !== "",
  });
  const purged = store.purgeUnconfirmed(config.NEWSLETTER_RETENTION_DAYS);
  if (purged > 0)
    log(`newsletter: deleted ${purged} unconfirmed sign-ups older than ${config.NEWSLETTER_RETENTION_DAYS} days`);
  if (startWorker) outbox.start();
  const leads = {
    store,
    outbox,
    service,
    config,
    rateLimit: createRateLimiter({ max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS }),
  };
  globals[KEY] = leads;
  return leads;
}

/** The process's lead services; created from the environment on first use (e.g. in `npm run dev`). */
export function getLeads() {
  const globals = /** @type {Record<symbol, Leads | undefined>} */ (/** @type {unknown} */ (globalThis));
  return globals[KEY] ?? initLeads(parseServerConfig(loadEnvironment()));
}

/** Closes the database and stops the worker (graceful shutdown). */
export function closeLeads() {
  const globals = /** @type {Record<symbol, Leads | undefined>} */ (/** @type {unknown} */ (globalThis));
  const leads = globals[KEY];
  if (!leads) return;
  leads.outbox.stop();
  leads.store.close();
  globals[KEY] = undefined;
}
