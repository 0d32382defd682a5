import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { openStore } from "./store.ts";

/** Limiters on one fake clock; each `server` is a store of its own on one SQLite file. */
function servers(options = {}) {
  const clock = { ms: Date.parse("2026-03-02T09:00:00Z") };
  const path = join(mkdtempSync(join(tmpdir(), "mamut-limit-")), "site.db");
  let writes = 0;
  const server = () => {
    const store = openStore(path, { now: () => new Date(clock.ms) });
    const counted = {
      hitRateLimit: (key: string, windowMs: number) => {
        writes += 1;
        return store.hitRateLimit(key, windowMs);
      },
      refundRateLimit: store.refundRateLimit,
    };
    return createRateLimiter({ store: counted, max: 3, windowMs: 60_000, now: () => clock.ms, ...options });
  };
  return { clock, server, writes: () => writes };
}

const allowed = async (limit: RateLimiter, key: string, n: number) => {
  const answers = [];
  for (let i = 0; i < n; i += 1) answers.push((await limit.hit(key)).allowed);
  return answers;
};

test("a key may send max posts per window, then waits for the window to end", async () => {
  const { clock, server } = servers();
  const limit = server();
  expect(await allowed(limit, "a", 3)).toEqual([true, true, true]);
  expect(await limit.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  expect((await limit.hit("b")).allowed).toBe(true);
  clock.ms += 60_000;
  expect((await limit.hit("a")).allowed).toBe(true);
});

test("two servers on one database share the count", async () => {
  const { server } = servers();
  const [one, two] = [server(), server()];
  expect([...(await allowed(one, "a", 2)), ...(await allowed(two, "a", 2))]).toEqual([true, true, true, false]);
  expect((await one.hit("a")).allowed).toBe(false);
});

test("a refunded post does not count", async () => {
  const { server } = servers();
  const limit = server();
  for (let i = 0; i < 10; i += 1) {
    await limit.hit("a");
    await limit.refund("a");
  }
  expect(await allowed(limit, "a", 4)).toEqual([true, true, true, false]);
});

test("a key over the limit is refused from memory, without a database write, until its window ends", async () => {
  const { clock, server, writes } = servers();
  const limit = server();
  await allowed(limit, "a", 4);
  expect(writes()).toBe(4);
  expect(await allowed(limit, "a", 100)).toEqual(Array(100).fill(false));
  expect(writes()).toBe(4);
  clock.ms += 60_000;
  expect((await limit.hit("a")).allowed).toBe(true);
  expect(writes()).toBe(5);
});

test("the memory of refused keys is bounded", async () => {
  const { server } = servers({ max: 1, maxBlocked: 100 });
  const limit = server();
  for (let i = 0; i < 250; i += 1) await allowed(limit, `key-${i}`, 2);
  expect(limit.blockedKeys()).toBeLessThanOrEqual(100);
  expect((await limit.hit("key-249")).allowed).toBe(false);
});

test("IPv4 addresses count one by one; IPv6 addresses by their /64 network", () => {
  expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
});
