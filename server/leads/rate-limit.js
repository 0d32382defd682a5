/**
 * A fixed-window counter per key (the client IP), kept in memory only.
 * @param {{ max: number; windowMs: number; now?: () => number }} options
 */
export function createRateLimiter({ max, windowMs, now = Date.now }) {
  /** @type {Map<string, { count: number; resetAt: number }>} */
  const windows = new Map();
  return {
    /**
     * Counts one request; returns whether it may go ahead and when the window resets.
     * @param {string} key
     */
    hit(key) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
    },
  };
}

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */
