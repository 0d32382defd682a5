import { type FormTime, holdsForm } from "./leads/form-time.ts";
import { type Entity, compressCopies, createEntity } from "./precompressed.ts";

/**
 * The prerendered pages that hold a form, as sent: each with the time it was served signed
 * into its forms (decision 010). A page's copy is made for a time slot (a second, or half
 * of FORM_MIN_FILL_MS when that is shorter) and shared by every request in it, so the page is
 * compressed once per slot instead of once per request. The signed time is the slot's start:
 * a post is never judged faster than it was.
 */
export function signedPages({
  formTime,
  slotMs,
  now = Date.now,
}: {
  formTime: FormTime;
  slotMs: number;
  now?: () => number;
}) {
  const copies = new Map<string, { slot: number; entity: Promise<Entity>; made?: Entity }>();
  const withForm = new WeakMap<Buffer, boolean>();

  return {
    /** Whether a page holds a form (and so is sent signed). */
    holdsForm(page: { body: Buffer }) {
      let known = withForm.get(page.body);
      if (known === undefined) {
        known = holdsForm(page.body.toString("utf8"));
        withForm.set(page.body, known);
      }
      return known;
    },

    /**
     * The page as sent in the current slot: made by the first request of the slot, shared by
     * the others (they wait for the same promise).
     */
    current(path: string, page: { body: Buffer }) {
      const slot = Math.floor(now() / slotMs) * slotMs;
      const cached = copies.get(path);
      if (cached?.slot === slot) return cached.entity;
      const entity = sign(page.body, slot);
      const copy: { slot: number; entity: Promise<Entity>; made?: Entity } = { slot, entity };
      copies.set(path, copy);
      // A failure (the secret could not be read) is the requests' to report; the next one tries again.
      entity.then(
        (made) => (copy.made = made),
        () => {
          if (copies.get(path)?.entity === entity) copies.delete(path);
        },
      );
      return entity;
    },

    /**
     * The current slot's copy when it is made already, else the promise of it: most requests of a
     * slot are answered without waiting for a promise (fast-path.ts).
     */
    currentNow(path: string, page: { body: Buffer }): Entity | Promise<Entity> {
      const cached = copies.get(path);
      if (cached?.made && cached.slot === Math.floor(now() / slotMs) * slotMs) return cached.made;
      return this.current(path, page);
    },
  };

  async function sign(body: Buffer, slot: number) {
    const signed = Buffer.from(await formTime.addTo(body.toString("utf8"), slot));
    return createEntity(signed, await compressCopies(signed, { effort: "signed" }));
  }
}

/**
 * How long one signed copy of a page is used: a second, or half the minimum fill time when that
 * is shorter (at least 100 ms), so a post sent as soon as the page arrived is still too young.
 * Without a minimum (0: the time is only checked for its signature) a second.
 * @param minFillMs FORM_MIN_FILL_MS
 */
export function slotLength(minFillMs: number) {
  return minFillMs === 0 ? 1000 : Math.min(1000, Math.max(100, Math.floor(minFillMs / 2)));
}
