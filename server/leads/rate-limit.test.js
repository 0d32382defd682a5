import { expect, test } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit.js";

function limiter(options = {}) {
  const clock = { ms: 0 };
  return { clock, limit: createRateLimiter({ max: 3, windowMs: 60_000, now: () => clock.ms, ...options }) };
}

test("a key may send max requests per window, then waits for the window to end", () => {
  const { clock, limit } = limiter();
  expect([1, 2, 3].map(() => limit.hit("a").allowed)).toEqual([true, true, true]);
  expect(limit.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  expect(limit.hit("b").allowed).toBe(true);
  clock.ms = 60_000;
  expect(limit.hit("a").allowed).toBe(true);
});

test("a refunded request does not count", () => {
  const { limit } = limiter();
  for (let i = 0; i < 10; i += 1) {
    limit.hit("a");
    limit.refund("a");
  }
  expect([1, 2, 3].map(() => limit.hit("a").allowed)).toEqual([true, true, true]);
  expect(limit.hit("a").allowed).toBe(false);
});

test("expired windows are dropped as time passes, not kept until a size threshold", () => {
  const { clock, limit } = limiter();
  for (let i = 0; i < 5000; i += 1) limit.hit(`10.0.${i >> 8}.${i & 255}`);
  expect(limit.size()).toBe(5000);
  clock.ms = 60_000;
  limit.hit("fresh");
  expect(limit.size()).toBe(1);
});

test("memory is bounded: past maxKeys the oldest windows go first", () => {
  const { clock, limit } = limiter({ maxKeys: 1000 });
  for (let i = 0; i < 100_000; i += 1) {
    clock.ms = i;
    limit.hit(`key-${i}`);
  }
  expect(limit.size()).toBe(1000);
  for (let i = 0; i < 3; i += 1) limit.hit("key-99999");
  expect(limit.hit("key-99999").allowed).toBe(false);
});

test("IPv4 addresses count one by one; IPv6 addresses by their /64 network", () => {
  expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
});
