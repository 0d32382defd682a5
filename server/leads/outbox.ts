import { createHmac } from "node:crypto";
import { backoffDelay } from "./backoff.ts";
import type { Mailer } from "./mailer.ts";
import type { Email } from "./messages.ts";
import type { LeadStore, OutboxKind, OutboxRow } from "./store.ts";

export type { OutboxKind, OutboxRow };
export type Deliver = (row: OutboxRow, signal: AbortSignal) => Promise<"delivered" | "logged">;
export type OutboxOptions = {
  baseMs: number;
  capMs: number;
  maxAttempts: number;
  intervalMs: number;
  timeoutMs: number;
  concurrency: number;
};

export function signBody(body: string, secret: string) {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Posts a webhook message, signed, with its key as `Idempotency-Key`.
 */
export function webhookDelivery({ url, secret }: { url: string; secret: string }): Deliver {
  return async (row, signal) => {
    if (!url) throw new Error("LEAD_WEBHOOK_URL is not set");
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": row.idempotency_key,
        "X-Mamut-Signature": signBody(row.payload, secret),
      },
      body: row.payload,
      signal,
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    return "delivered";
  };
}

export function emailDelivery(mailer: Mailer): Deliver {
  return (row) => {
    // The payload is the Email that messages.ts queued.
    const email: Email = JSON.parse(row.payload);
    return mailer.send(email);
  };
}

// Attempts to record a delivery that arrived (7.5 s of waits in all). A store down for longer is
// reported; the message is sent again once its claim's lease has run out.
const RECORD_ATTEMPTS = 5;

/**
 * Delivers queued messages with retries. Webhooks and e-mails are two independent lanes,
 * each with at most `concurrency` deliveries in flight, so a receiver that hangs holds up
 * only its own kind, and only for `timeoutMs` (three times that at most, see attempt()). Everything a lane needs is in the database,
 * and rows are claimed (leased) before delivery, so a restart loses nothing.
 */
export function createOutbox({
  store,
  deliver,
  options,
  log = console.log,
  now = Date.now,
}: {
  store: LeadStore;
  deliver: Record<OutboxKind, Deliver>;
  options: OutboxOptions;
  log?: (line: string) => void;
  now?: () => number;
}) {
  const capMs = options.timeoutMs * 3;
  // A claim outlives the slowest delivery, and a delivery in flight renews it every quarter of
  // it until its outcome is recorded, so another worker takes the row only if this one died.
  const leaseMs = capMs + options.timeoutMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  function createLane(kind: OutboxKind) {
    const inFlight = new Set<Promise<void>>();
    // A flag, not the promise: the claim may finish synchronously (no free slot), before
    // its promise is even assigned.
    let claiming = false;
    let claimed: Promise<void> = Promise.resolve();
    let again = false;

    /** Claims due rows into the free slots; one claim at a time, repeated when kicked meanwhile. */
    function fill() {
      if (claiming) {
        again = true;
        return claimed;
      }
      claiming = true;
      claimed = (async () => {
        try {
          do {
            again = false;
            const free = options.concurrency - inFlight.size;
            if (stopped || free <= 0) return;
            for (const row of await store.claimDue(kind, free, leaseMs)) start(row);
          } while (again);
        } catch (error) {
          log(`outbox: could not read the ${kind} queue: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          claiming = false;
        }
      })();
      return claimed;
    }

    function start(row: OutboxRow) {
      let settled = false;
      const renewal = setInterval(() => void renew(row, () => settled), leaseMs / 4);
      const task = attempt(row).finally(() => {
        settled = true;
        clearInterval(renewal);
        inFlight.delete(task);
        void fill();
      });
      inFlight.add(task);
    }

    /**
     * Extends the claim of a message in flight (a slow receiver, a busy CPU or database).
     * @param settled whether the outcome is recorded (the claim then ends on purpose)
     */
    async function renew(row: OutboxRow, settled: () => boolean) {
      try {
        if (!(await store.renewClaim(row, leaseMs)) && !settled()) {
          log(`outbox: ${kind} ${row.idempotency_key}: the claim was lost while it was in flight; it may arrive twice`);
        }
      } catch (error) {
        log(`outbox: could not renew the claim on ${kind} ${row.idempotency_key}: ${String(error)}`);
      }
    }

    async function attempt(row: OutboxRow) {
      // The signal cancels a webhook after `timeoutMs`; the SMTP client has its own timeouts
      // (an outer cut would only resend mail the server was still accepting). The cap
      // frees the slot from a delivery that ignores both.
      const controller = new AbortController();
      const timers: NodeJS.Timeout[] = [];
      const capped = new Promise<never>((_, reject) => {
        timers.push(
          setTimeout(() => controller.abort(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs),
          setTimeout(() => reject(new Error(`no answer within ${capMs} ms`)), capMs),
        );
      });
      let outcome: "delivered" | "logged";
      try {
        outcome = await Promise.race([deliver[kind](row, controller.signal), capped]);
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        const last = attempts >= options.maxAttempts;
        await store
          .markFailedAttempt(row, message, last ? null : now() + backoffDelay(attempts, options))
          .catch((storeError) => log(`outbox: could not record a failed ${kind} attempt: ${String(storeError)}`));
        if (last) {
          log(
            `outbox: ${kind} ${row.idempotency_key} failed for good after ${attempts} attempts: ${message}. ` +
              "Fix the receiver, then run `npm run leads:retry -- --failed`.",
          );
        }
        return;
      } finally {
        for (const timer of timers) clearTimeout(timer);
      }
      await recordDone(row, outcome);
    }

    /**
     * Records a delivery that arrived. A busy database (SQLite's write lock held by another
     * process) is waited for here: counting it as a failed attempt would send the message again.
     */
    async function recordDone(row: OutboxRow, outcome: "delivered" | "logged") {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await store.markDone(row, outcome);
          return;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (attempt >= RECORD_ATTEMPTS) {
            log(`outbox: ${kind} ${row.idempotency_key} was delivered but could not be recorded: ${message}`);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
        }
      }
    }

    return {
      kick: fill,
      /** Delivers everything that is due now, then resolves. */
      async settle() {
        await fill();
        while (inFlight.size > 0 || claiming) {
          await Promise.allSettled([...inFlight, claimed]);
          await fill();
        }
      },
      /** Waits for the deliveries in flight (each bounded by the timeout). */
      async finish() {
        while (inFlight.size > 0 || claiming) await Promise.allSettled([...inFlight, claimed]);
      },
      inFlight: () => inFlight.size,
    };
  }

  const lanes = { webhook: createLane("webhook"), email: createLane("email") };
  const kick = () => {
    void lanes.webhook.kick();
    void lanes.email.kick();
  };

  return {
    /** Starts delivering what is due now (called right after a message is queued). */
    kick,
    /** Delivers everything due now on both lanes; resolves when both are idle. */
    async drain() {
      await Promise.all([lanes.webhook.settle(), lanes.email.settle()]);
    },
    /** Deliveries in flight per kind (for tests and the shutdown log). */
    inFlight() {
      return { webhook: lanes.webhook.inFlight(), email: lanes.email.inFlight() };
    },
    start() {
      stopped = false;
      timer = setInterval(kick, options.intervalMs);
      timer.unref();
      kick();
    },
    /** Claims nothing more and resolves once the deliveries in flight have finished. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([lanes.webhook.finish(), lanes.email.finish()]);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
