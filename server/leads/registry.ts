import { createFormTime } from "./form-time.ts";
import { createFormTimeUses } from "./form-time-uses.ts";
import { createMailer } from "./mailer.ts";
import { withoutAddresses } from "../log-privacy.ts";
import { createMaintenance, startupReport } from "./maintenance.ts";
import { createOutbox, emailDelivery, webhookDelivery } from "./outbox.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createLeadService } from "./service.ts";
import { createSignups } from "./signups.ts";
import { databaseLocation, openStore } from "./store.ts";
import type { ServerConfig } from "../config.ts";
import type { FormTime } from "./form-time.ts";
import type { Mailer } from "./mailer.ts";
import type { Outbox } from "./outbox.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { LeadService } from "./service.ts";
import type { Signups } from "./signups.ts";
import type { LeadStore } from "./store.ts";

/*
 * One set of lead services per process, created by the server at start-up (server/index.ts,
 * server/dev.ts); route actions receive it through React Router's load context
 * (app/lib/load-context.ts, server/react-router.ts).
 */

export type Leads = {
  store: LeadStore;
  outbox: Outbox;
  signups: Signups;
  formTime: FormTime;
  maintenance: ReturnType<typeof createMaintenance>;
  mailer: Mailer;
  service: LeadService;
  config: ServerConfig;
  rateLimit: RateLimiter;
  log: (line: string) => void;
};

/**
 * Opens the store and builds the services; nothing is delivered until `startLeads`, so a
 * server that cannot take its port never touches the outbox.
 */
export function initLeads(
  config: ServerConfig,
  { log: write = console.log }: { log?: (line: string) => void } = {},
): Leads {
  // An error from a mail server, a webhook or the database may quote a visitor's address.
  const log = (line: string) => write(withoutAddresses(line));
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
  const formTimeUses = createFormTimeUses({
    store,
    tag: formTime.tag,
    maxPosts: config.FORM_TIME_MAX_POSTS,
    maxPerClient: config.FORM_TIME_MAX_POSTS_PER_CLIENT,
  });
  const service = createLeadService({
    store,
    outbox,
    signups,
    formTime,
    formTimeUses,
    log,
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

/** Starts delivering and purging, and tells the owner what needs attention. */
export async function startLeads(leads: Leads) {
  leads.outbox.start();
  leads.signups.start();
  await leads.maintenance.start();
  await startupReport({ store: leads.store, config: leads.config, log: leads.log });
}

/** Finishes the deliveries in flight, stops the schedules and closes the database. */
export async function closeLeads(leads: Leads) {
  await leads.signups.stop();
  await Promise.all([leads.outbox.stop(), leads.maintenance.stop()]);
  leads.mailer.close();
  await leads.store.close();
}
