/**
 * A fixed-window counter per key (a form and a client address), kept in memory only.
 *
 * Every window has the same length, so the map's insertion order is also the order in
 * which windows end: expired entries are dropped from the front as time passes (each
 * entry once, so a request costs O(1) however many addresses are tracked), and above
 * `maxKeys` the oldest entries go first, which bounds the memory.
 * @param {{ max: number; windowMs: number; maxKeys?: number; now?: () => number }} options
 */
export function createRateLimiter({ max, windowMs, maxKeys = 50_000, now = Date.now }) {
  /** @type {Map<string, { count: number; resetAt: number }>} */
  const windows = new Map();

  /** @param {number} time */
  function sweep(time) {
    for (const [key, window] of windows) {
      if (window.resetAt > time && windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    /**
     * Counts one request; returns whether it may go ahead and when the window resets.
     * @param {string} key
     */
    hit(key) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= max,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },

    /**
     * Gives back a request that turned out not to count (the form had errors to correct).
     * @param {string} key
     */
    refund(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },

    /** How many keys are tracked (bounded by `maxKeys`). */
    size() {
      return windows.size;
    },
  };
}

/**
 * The part of a client address that identifies one client: an IPv4 address, or the /64
 * network of an IPv6 address (one subscriber line gets a whole /64 to rotate through).
 * @param {string} ip
 */
export function clientKey(ip) {
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

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */
