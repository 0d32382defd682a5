import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The time a page was served, signed by the server, in a hidden field of every form on it
 * (decision 010). A post carries it back, so the fill time is the server's measure, not the
 * client's word: without JavaScript too, since the browser sends the field like any other.
 */

/** The hidden field's name (app/features/leads/fields.ts has the same; a unit test compares them). */
export const SERVED_AT_FIELD = "served_at";

/**
 * The header the form guards (server/forms.js) stamp a post with when it arrives, over anything
 * the client sent under that name: a post is timed when it was sent, not when a busy server got
 * round to it (app/features/leads/fields.ts has the same name).
 */
export const RECEIVED_AT_HEADER = "x-mamut-received-at";

// React renders the field without a value (so hydration never overwrites the signed one):
// the server adds the value where the name is.
const UNSIGNED = `\\bname="${SERVED_AT_FIELD}"(?! value=)`;
const UNSIGNED_FIELD = new RegExp(UNSIGNED);
const UNSIGNED_FIELDS = new RegExp(UNSIGNED, "g");

/**
 * @typedef {{ status: "missing" } | { status: "forged" } | { status: "signed"; ageMs: number }} ServedAt
 */

/** @param {string} secret @param {number} ms */
function mac(secret, ms) {
  return createHmac("sha256", secret).update(`served-at:${ms}`).digest("base64url");
}

/**
 * A signed time: milliseconds since the epoch in base 36, a dot, the HMAC-SHA256.
 * @param {string} secret @param {number} ms
 */
export function signServedAt(secret, ms) {
  return `${ms.toString(36)}.${mac(secret, ms)}`;
}

/**
 * What a post's field says: no value (the page was not served by this site's server, or a
 * script left it out), a value this server did not sign, or the time since the page was served.
 * @param {string} secret
 * @param {unknown} value the field as posted
 * @param {number} now
 * @returns {ServedAt}
 */
export function readServedAt(secret, value, now) {
  if (typeof value !== "string" || value === "") return { status: "missing" };
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return { status: "forged" };
  const ms = Number.parseInt(match[1] ?? "", 36);
  const expected = Buffer.from(mac(secret, ms));
  const given = Buffer.from(match[2] ?? "");
  if (!timingSafeEqual(expected, given)) return { status: "forged" };
  return { status: "signed", ageMs: now - ms };
}

/**
 * Puts a signed time into every form field for it in a page.
 * @param {string} html
 * @param {string} token
 */
export function addServedAt(html, token) {
  return html.replace(UNSIGNED_FIELDS, `name="${SERVED_AT_FIELD}" value="${token}"`);
}

/** @param {string} html */
export function holdsForm(html) {
  return UNSIGNED_FIELD.test(html);
}

/**
 * Signs and reads served times with the site's secret: `FORM_TIME_SECRET` when it is set, else
 * the one the store generated on its first start (every server on the database shares it).
 * @param {{ secret: () => Promise<string>; now?: () => number }} deps
 */
export function createFormTime({ secret, now = Date.now }) {
  /** @type {Promise<string> | undefined} */
  let loaded;
  const key = () => {
    loaded ??= secret().catch((error) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    /** Resolves once the secret is known (the server waits for it before it serves a page). */
    ready: async () => void (await key()),
    /** @param {number} [ms] the time to sign, now by default */
    sign: async (ms = now()) => signServedAt(await key(), ms),
    /**
     * @param {unknown} value the field as posted
     * @param {number} [receivedAt] when the post arrived (never later than now)
     * @returns {Promise<ServedAt>}
     */
    read: async (value, receivedAt = now()) => readServedAt(await key(), value, Math.min(receivedAt, now())),
    /**
     * A page with a time (now by default) signed into its forms.
     * @param {string} html @param {number} [ms]
     */
    addTo: async (html, ms = now()) => (holdsForm(html) ? addServedAt(html, signServedAt(await key(), ms)) : html),
  };
}

/** @typedef {ReturnType<typeof createFormTime>} FormTime */
