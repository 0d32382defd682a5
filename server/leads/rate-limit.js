/**
 * A fixed-window counter per key (a form and a client address), kept in memory only.
 *
 * Every window has the same length, so windows end in the order they were opened: a queue
 * in that order lets expired windows be dropped from its head as time passes (each once,
 * so a request costs O(1) however many addresses are tracked), and above `maxKeys` the
 * oldest go first, which bounds the memory. (Deleting from the front of a Map and then
 * iterating it again is not O(1) in V8: iteration skips every deleted slot.)
 * @param {{ max: number; windowMs: number; maxKeys?: number; now?: () => number }} options
 */
export function createRateLimiter({ max, windowMs, maxKeys = 50_000, now = Date.now }) {
  /** @typedef {{ key: string; count: number; resetAt: number }} Window */
  /** @type {Map<string, Window>} */
  const windows = new Map();
  /** @type {Window[]} */
  let queue = [];
  let head = 0;

  /** @param {number} time */
  function sweep(time) {
    while (head < queue.length) {
      const oldest = /** @type {Window} */ (queue[head]);
      if (oldest.resetAt > time && windows.size < maxKeys) break;
      if (windows.get(oldest.key) === oldest) windows.delete(oldest.key);
      head += 1;
    }
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
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
        window = { key, count: 0, resetAt: time + windowMs };
        windows.set(key, window);
        queue.push(window);
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
