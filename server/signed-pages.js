import { holdsForm } from "./leads/form-time.js";
import { compressCopies, createEntity } from "./precompressed.js";

/**
 * The prerendered pages that hold a form, as sent: each with the time it was served signed
 * into its forms (decision 010). A page's copy is made for a time slot (a second, or half
 * of FORM_MIN_FILL_MS when that is shorter) and shared by every request in it, so the page is
 * compressed once per slot instead of once per request. The signed time is the slot's start:
 * a post is never judged faster than it was.
 * @param {{
 *   formTime: import("./leads/form-time.js").FormTime;
 *   slotMs: number;
 *   now?: () => number;
 * }} deps
 */
export function signedPages({ formTime, slotMs, now = Date.now }) {
  /** @type {Map<string, { slot: number; entity: Promise<import("./precompressed.js").Entity> }>} */
  const copies = new Map();
  /** @type {WeakMap<Buffer, boolean>} */
  const withForm = new WeakMap();

  return {
    /**
     * Whether a page holds a form (and so is sent signed).
     * @param {{ body: Buffer }} page
     */
    holdsForm(page) {
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
     * @param {string} path
     * @param {{ body: Buffer }} page
     */
    current(path, page) {
      const slot = Math.floor(now() / slotMs) * slotMs;
      const cached = copies.get(path);
      if (cached?.slot === slot) return cached.entity;
      const entity = sign(page.body, slot);
      copies.set(path, { slot, entity });
      // A failure (the secret could not be read) is the requests' to report; the next one tries again.
      entity.catch(() => {
        if (copies.get(path)?.entity === entity) copies.delete(path);
      });
      return entity;
    },
  };

  /** @param {Buffer} body @param {number} slot */
  async function sign(body, slot) {
    const signed = Buffer.from(await formTime.addTo(body.toString("utf8"), slot));
    return createEntity(signed, await compressCopies(signed, { best: false }));
  }
}

/**
 * How long one signed copy of a page is used: a second, or half the minimum fill time when that
 * is shorter (at least 100 ms), so a post sent as soon as the page arrived is still too young.
 * Without a minimum (0: the time is only checked for its signature) a second.
 * @param {number} minFillMs FORM_MIN_FILL_MS
 */
export function slotLength(minFillMs) {
  return minFillMs === 0 ? 1000 : Math.min(1000, Math.max(100, Math.floor(minFillMs / 2)));
}
