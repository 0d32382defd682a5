import type { LeadStore } from "./store.ts";

/**
 * A fixed-window limit per key (a form and a client address), counted in the lead store's
 * database, so every server on that database shares it: one upsert per counted post, and
 * expired windows are deleted in bulk by the scheduled purge (maintenance.ts), not per request.
 *
 * A key this process has seen over the limit is refused from memory until its window ends,
 * without a database write: a flood from one address costs the database nothing after the
 * first refusals. That memory only ever refuses what the database refused already (windows
 * are fixed, other servers only add hits), and it is cleared whole past `maxBlocked` keys.
 */
export function createRateLimiter({
  store,
  max,
  windowMs,
  maxBlocked = 50_000,
  now = Date.now,
}: {
  store: Pick<LeadStore, "hitRateLimit" | "refundRateLimit">;
  max: number;
  windowMs: number;
  maxBlocked?: number;
  now?: () => number;
}) {
  // key -> when its window ends
  const blocked = new Map<string, number>();
  const answer = (allowed: boolean, resetAt: number) => ({
    allowed,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });

  return {
    /** Counts one post; whether it may go ahead and when the window resets. */
    async hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const until = blocked.get(key);
      if (until !== undefined) {
        if (until > now()) return answer(false, until);
        blocked.delete(key);
      }
      const { hits, resetAt } = await store.hitRateLimit(key, windowMs);
      if (hits <= max) return answer(true, resetAt);
      if (blocked.size >= maxBlocked) blocked.clear();
      blocked.set(key, resetAt);
      return answer(false, resetAt);
    },

    /** Gives back a post that turned out not to count (the form had errors to correct). */
    refund(key: string) {
      return store.refundRateLimit(key);
    },

    /** How many keys are refused from memory (bounded by `maxBlocked`). */
    blockedKeys() {
      return blocked.size;
    },
  };
}

/**
 * The part of a client address that identifies one client: an IPv4 address, or the /64
 * network of an IPv6 address (one subscriber line gets a whole /64 to rotate through).
 */
export function clientKey(ip: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
