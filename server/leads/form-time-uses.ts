import type { SpentTime } from "./form-time.ts";
import type { LeadStore } from "./store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many posts one signed form time serves (decision 010, "A signed time serves few posts").
 * A prerendered page's signed copy is shared by every request in its slot, so the visitors who
 * received it may each post once with it, and a person may send a form again from the same page
 * (the back button, a retry): a time serves `maxPerClient` posts of a form from one client and
 * `maxPosts` in all. Beyond that a post is quarantined, not stored as a person: a time harvested
 * once cannot be replayed by a script.
 *
 * Counted in the lead store, so every server on the database and a restarted one know the uses;
 * a client is counted under a keyed hash of its address (`tag`), never the address. A time's
 * counts are forgotten `retentionMs` after its last post (the scheduled purge deletes them).
 */
export function createFormTimeUses({
  store,
  tag,
  maxPosts,
  maxPerClient,
  retentionMs = DAY_MS,
  now = Date.now,
}: {
  store: Pick<LeadStore, "useFormTime">;
  tag: (client: string) => Promise<string>;
  maxPosts: number;
  maxPerClient: number;
  retentionMs?: number;
  now?: () => number;
}) {
  return {
    /**
     * Counts a valid post that carries a signed time: null while the time serves it, else how it
     * was used up (the client's limit is told first: it is the one a person may meet).
     * @param form "contact" or "newsletter": one page's forms carry the same time
     * @param ms the signed time
     * @param client the client's address as the rate limit keys it (rate-limit.ts clientKey)
     */
    async use({ form, ms, client }: { form: string; ms: number; client: string }): Promise<SpentTime | null> {
      const time = `${form} ${ms.toString(36)}`;
      const counted = await store.useFormTime(
        { all: time, client: `${time} ${await tag(client)}` },
        now() + retentionMs,
      );
      if (counted.client > maxPerClient) return { by: "client", posts: counted.client - 1, limit: maxPerClient };
      if (counted.all > maxPosts) return { by: "all", posts: counted.all - 1, limit: maxPosts };
      return null;
    },
  };
}

export type FormTimeUses = ReturnType<typeof createFormTimeUses>;
