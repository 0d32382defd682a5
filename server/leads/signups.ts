import { confirmationEmail } from "./messages.ts";
import type { LeadStore, SignupOptions } from "./store.ts";

// Requests turned into subscriptions per transaction.
const BATCH = 50;
// How long after a sign-up its batch is taken: well after the visitor's answer has gone out,
// so the work that differs between a new and a known address is never in the answer's time.
export const SIGNUP_DELAY_MS = 250;

/**
 * Turns stored newsletter sign-up requests into subscriptions and confirmation e-mails, after
 * the visitor has been answered. The form's answer waits only for one row that is written
 * alike for every address, so its timing cannot tell a new address from one already on the
 * list (decision 010). Taken SIGNUP_DELAY_MS after a sign-up (one batch for all that came
 * meanwhile), and on an interval for requests another server left (or a failure left behind).
 */
export function createSignups({
  store,
  outbox,
  siteUrl,
  productName,
  resendAfterMs,
  unconfirmedRetentionDays,
  intervalMs,
  log = console.log,
}: {
  store: LeadStore;
  outbox: { kick: () => void };
  siteUrl: string;
  productName: string;
  resendAfterMs: number;
  unconfirmedRetentionDays: number;
  intervalMs: number;
  log?: (line: string) => void;
}) {
  const options: SignupOptions = {
    resendAfterMs,
    messages: (email, tokens) => [
      confirmationEmail(email, tokens, { siteUrl, productName, retentionDays: unconfirmedRetentionDays }),
    ],
  };
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let started = false;

  async function work() {
    do {
      again = false;
      let taken = BATCH;
      while (taken === BATCH) {
        const batch = await store.takeSignups(BATCH, options);
        taken = batch.taken;
        if (batch.sent > 0) outbox.kick();
      }
    } while (again);
  }

  /** Takes every waiting request; a kick while a batch runs takes the newer ones after it. */
  function kick() {
    if (running) {
      again = true;
      return running;
    }
    running = work()
      .catch((error) =>
        log(`newsletter: could not take the sign-ups: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => (running = null));
    return running;
  }

  return {
    /** After a request is stored. */
    schedule() {
      soon ??= setTimeout(() => {
        soon = undefined;
        void kick();
      }, SIGNUP_DELAY_MS);
    },
    /** Takes every waiting request now; resolves when none is left (tests, shutdown). */
    drain: kick,
    start() {
      started = true;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      void kick();
    },
    /** Takes what is waiting, then no more. */
    async stop() {
      clearInterval(timer);
      clearTimeout(soon);
      soon = undefined;
      if (started) await kick();
      started = false;
    },
  };
}

export type Signups = ReturnType<typeof createSignups>;
