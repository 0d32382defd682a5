import { createHmac } from "node:crypto";
import { backoffDelay } from "./backoff.js";

/**
 * @typedef {{ to: string; subject: string; text: string; headers?: Record<string, string> }} Email
 * @typedef {{ send: (email: Email) => Promise<void> }} Mailer
 * @typedef {{
 *   webhookUrl: string; webhookSecret: string; baseMs: number; capMs: number; maxAttempts: number;
 *   intervalMs: number; timeoutMs: number;
 * }} OutboxOptions
 */

/** @param {string} body @param {string} secret */
export function signBody(body, secret) {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Delivers queued messages (webhook posts to the owner, e-mails to visitors) with retries.
 * Everything it needs is in the database, so a restart loses nothing.
 * @param {{ store: import("./store.js").LeadStore; mailer: Mailer; options: OutboxOptions; log?: (line: string) => void; now?: () => number }} deps
 */
export function createOutbox({ store, mailer, options, log = console.log, now = Date.now }) {
  let running = false;
  let again = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  /** @param {import("./store.js").OutboxRow} row */
  async function deliver(row) {
    if (row.kind === "email") {
      await mailer.send(JSON.parse(row.payload));
      return;
    }
    if (!options.webhookUrl) throw new Error("LEAD_WEBHOOK_URL is not set");
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": row.idempotency_key,
        "X-Mamut-Signature": signBody(row.payload, options.webhookSecret),
      },
      body: row.payload,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
  }

  async function drain() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (const row of store.dueMessages(50)) {
          try {
            await deliver(row);
            store.markDelivered(row.id);
          } catch (error) {
            const attempt = row.attempts + 1;
            const message = error instanceof Error ? error.message : String(error);
            const last = attempt >= options.maxAttempts;
            store.markFailedAttempt(row.id, message, last ? null : now() + backoffDelay(attempt, options));
            if (last)
              log(`outbox: ${row.kind} ${row.idempotency_key} failed for good after ${attempt} attempts: ${message}`);
          }
        }
      } while (again);
    } finally {
      running = false;
    }
  }

  return {
    /** Delivers what is due now (also called right after a new message is queued). */
    kick() {
      void drain();
    },
    drain,
    start() {
      timer = setInterval(() => void drain(), options.intervalMs);
      timer.unref();
      void drain();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
