import type { ServerConfig } from "../config.ts";
import type { LeadStore, RetentionDays } from "./store.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes what may not be kept, on a schedule (not only at start-up, since a server can
 * run for months): unconfirmed sign-ups, quarantined posts, delivered messages and messages
 * that failed for good past their retention, expired confirmation links, and the rate limit's ended windows and
 * the signed form times' forgotten counts (in bulk here, so counting a post stays one upsert).
 */
export function createMaintenance({
  store,
  retention,
  intervalMs = HOUR_MS,
  log = console.log,
}: {
  store: LeadStore;
  retention: RetentionDays;
  intervalMs?: number;
  log?: (line: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function purge() {
    const removed = await store.purge(retention);
    await store.purgeRateLimits();
    await store.purgeFormTimeUses();
    const parts = [
      removed.unconfirmed &&
        `${removed.unconfirmed} unconfirmed sign-up(s) older than ${retention.unconfirmedDays} days`,
      removed.quarantined && `${removed.quarantined} quarantined post(s) older than ${retention.quarantineDays} days`,
      removed.delivered && `${removed.delivered} delivered message(s) older than ${retention.deliveredDays} days`,
      removed.failed &&
        `${removed.failed} message(s) that failed for good more than ${retention.deliveredDays} days ago (never delivered)`,
    ].filter(Boolean);
    if (parts.length > 0) log(`leads: deleted ${parts.join(", ")}`);
    return removed;
  }

  const run = () => {
    running ??= purge()
      .catch((error) => log(`leads: the scheduled purge failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => (running = null));
    return running;
  };

  return {
    purge,
    /** Purges now, then every `intervalMs`. */
    start() {
      timer = setInterval(run, intervalMs);
      timer.unref();
      return run();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * What the owner must know when the server starts: deliveries that gave up, posts held in
 * quarantine, and a production server that tells nobody about new leads.
 */
export async function startupReport({
  store,
  config,
  log = console.log,
  warn = console.warn,
}: {
  store: LeadStore;
  config: ServerConfig;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}) {
  const failed = await store.failed(1);
  if (failed.total > 0) {
    warn(
      `outbox: ${failed.total} message(s) failed for good (the oldest from ${failed.messages[0]?.createdAt}). ` +
        "Fix the receiver, then run `npm run leads:retry -- --failed`; `npm run leads:retry` lists them. " +
        `They are deleted ${config.OUTBOX_RETENTION_DAYS} days after they failed (OUTBOX_RETENTION_DAYS).`,
    );
  }
  const { quarantined = 0 } = await store.counts();
  if (quarantined > 0) {
    log(
      `leads: ${quarantined} post(s) in quarantine (they looked automated and were sent nowhere); ` +
        "`npm run leads:export` lists them with the reason.",
    );
  }
  if (config.NODE_ENV === "production" && !config.LEAD_WEBHOOK_URL && !config.SMTP_URL) {
    warn(
      `warning: neither LEAD_WEBHOOK_URL nor SMTP_URL is set: leads are stored only in DATABASE_PATH (${config.DATABASE_PATH}) ` +
        "and nobody is told about them. Set one of them (see README, Leads).",
    );
  }
}
