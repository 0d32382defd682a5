import { createFormTime } from "./form-time.js";
import { createMailer } from "./mailer.js";
import { createMaintenance, startupReport } from "./maintenance.js";
import { createOutbox, emailDelivery, webhookDelivery } from "./outbox.js";
import { createRateLimiter } from "./rate-limit.js";
import { createLeadService } from "./service.js";
import { createSignups } from "./signups.js";
import { databaseLocation, openStore } from "./store.js";

/*
 * One set of lead services per process, created by the server at start-up (server/index.js,
 * server/dev.js); route actions receive it through React Router's load context
 * (app/lib/load-context.ts, server/react-router.js).
 */

/**
 * @typedef {{
 *   store: import("./store.js").LeadStore;
 *   outbox: import("./outbox.js").Outbox;
 *   signups: import("./signups.js").Signups;
 *   formTime: import("./form-time.js").FormTime;
 *   maintenance: ReturnType<typeof createMaintenance>;
 *   mailer: import("./mailer.js").Mailer;
 *   service: import("./service.js").LeadService;
 *   config: import("../config.js").ServerConfig;
 *   rateLimit: import("./rate-limit.js").RateLimiter;
 *   log: (line: string) => void;
 * }} Leads
 */

/**
 * Opens the store and builds the services; nothing is delivered until `startLeads`, so a
 * server that cannot take its port never touches the outbox.
 * @param {import("../config.js").ServerConfig} config
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Leads}
 */
export function initLeads(config, { log = console.log } = {}) {
  const store = openStore(databaseLocation(config), {
    log,
    pool: { max: config.DATABASE_POOL_MAX, waitMs: config.DATABASE_POOL_WAIT_MS },
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    timeoutMs: config.OUTBOX_TIMEOUT_MS,
    connections: config.OUTBOX_CONCURRENCY,
    log,
  });
  const outbox = createOutbox({
    store,
    log,
    deliver: {
      webhook: webhookDelivery({ url: config.LEAD_WEBHOOK_URL, secret: config.LEAD_WEBHOOK_SECRET }),
      email: emailDelivery(mailer),
    },
    options: {
      baseMs: config.OUTBOX_RETRY_BASE_MS,
      capMs: config.OUTBOX_RETRY_CAP_MS,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      intervalMs: config.OUTBOX_INTERVAL_MS,
      timeoutMs: config.OUTBOX_TIMEOUT_MS,
      concurrency: config.OUTBOX_CONCURRENCY,
    },
  });
  const signups = createSignups({
    store,
    outbox,
    log,
    siteUrl: config.SITE_URL,
    productName: config.PRODUCT_NAME,
    resendAfterMs: config.NEWSLETTER_RESEND_MINUTES * 60 * 1000,
    unconfirmedRetentionDays: config.NEWSLETTER_RETENTION_DAYS,
    intervalMs: config.OUTBOX_INTERVAL_MS,
  });
  const formTime = createFormTime({
    secret: async () => config.FORM_TIME_SECRET || (await store.ready(), await store.secret("form-time")),
  });
  const service = createLeadService({
    store,
    outbox,
    signups,
    formTime,
    siteUrl: config.SITE_URL,
    webhookEnabled: config.LEAD_WEBHOOK_URL !== "",
    notifyEmail: config.SMTP_URL ? config.LEAD_NOTIFY_EMAIL : null,
  });
  const maintenance = createMaintenance({
    store,
    log,
    retention: {
      unconfirmedDays: config.NEWSLETTER_RETENTION_DAYS,
      quarantineDays: config.QUARANTINE_RETENTION_DAYS,
      deliveredDays: config.OUTBOX_RETENTION_DAYS,
    },
  });
  const rateLimit = createRateLimiter({ store, max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS });
  return { store, outbox, signups, formTime, maintenance, mailer, service, config, rateLimit, log };
}

/**
 * Starts delivering and purging, and tells the owner what needs attention.
 * @param {Leads} leads
 */
export async function startLeads(leads) {
  leads.outbox.start();
  leads.signups.start();
  await leads.maintenance.start();
  await startupReport({ store: leads.store, config: leads.config, log: leads.log });
}

/**
 * Finishes the deliveries in flight, stops the schedules and closes the database.
 * @param {Leads} leads
 */
export async function closeLeads(leads) {
  await leads.signups.stop();
  await Promise.all([leads.outbox.stop(), leads.maintenance.stop()]);
  leads.mailer.close();
  await leads.store.close();
}
