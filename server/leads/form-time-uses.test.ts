import { expect, test } from "vitest";
import { createFormTime } from "./form-time.ts";
import { createFormTimeUses } from "./form-time-uses.ts";

type Keys = { all: string; client: string };

/** The uses module on a store that records the keys and the expiry it is given. */
function setup() {
  const calls: Array<{ keys: Keys; expiresAt: number }> = [];
  const counts = new Map<string, number>();
  const store = {
    async useFormTime(keys: Keys, expiresAt: number) {
      calls.push({ keys, expiresAt });
      for (const key of [keys.all, keys.client]) counts.set(key, (counts.get(key) ?? 0) + 1);
      return { all: counts.get(keys.all) ?? 0, client: counts.get(keys.client) ?? 0 };
    },
  };
  const formTime = createFormTime({ secret: async () => "a-secret-of-thirty-two-characters!" });
  const uses = createFormTimeUses({ store, tag: formTime.tag, maxPosts: 10, maxPerClient: 3, now: () => 1_000 });
  return { calls, uses };
}

test("a client is counted under a keyed hash of its address, never the address", async () => {
  const { calls, uses } = setup();
  await uses.use({ form: "contact", ms: 1_700_000_000_000, client: "192.0.2.1" });
  await uses.use({ form: "contact", ms: 1_700_000_000_000, client: "192.0.2.1" });
  await uses.use({ form: "contact", ms: 1_700_000_000_000, client: "2001:db8:1:2::/64" });
  const [first, again, other] = calls.map((call) => call.keys.client);
  expect(first).toBe(again);
  expect(other).not.toBe(first);
  for (const key of [first, other]) expect(key).not.toMatch(/192\.0\.2\.1|2001:db8/);
  expect(calls[0]?.keys.all).toBe(`contact ${(1_700_000_000_000).toString(36)}`);
});

test("a time's counts are kept for a day after each post", async () => {
  const { calls, uses } = setup();
  await uses.use({ form: "newsletter", ms: 1, client: "192.0.2.1" });
  expect(calls[0]?.expiresAt).toBe(1_000 + 24 * 60 * 60 * 1000);
});

test("the client's limit is told first, then everyone's, each with the posts served before", async () => {
  const { uses } = setup();
  const spent = [];
  for (let i = 0; i < 4; i += 1) spent.push(await uses.use({ form: "contact", ms: 5, client: "192.0.2.1" }));
  expect(spent).toEqual([null, null, null, { by: "client", posts: 3, limit: 3 }]);
  for (let i = 0; i < 6; i += 1) await uses.use({ form: "contact", ms: 5, client: `198.51.100.${i}` });
  expect(await uses.use({ form: "contact", ms: 5, client: "203.0.113.1" })).toEqual({
    by: "all",
    posts: 10,
    limit: 10,
  });
});
