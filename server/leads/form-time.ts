import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The time a page was served, signed by the server, in a hidden field of every form on it
 * (decision 010). A post carries it back, so the fill time is the server's measure, not the
 * client's word: without JavaScript too, since the browser sends the field like any other.
 */

/** The hidden field's name (app/features/leads/fields.ts has the same; a unit test compares them). */
export const SERVED_AT_FIELD = "served_at";

/**
 * The header the form guards (server/forms.ts) stamp a post with when it arrives, over anything
 * the client sent under that name: a post is timed when it was sent, not when a busy server got
 * round to it (app/features/leads/fields.ts has the same name).
 */
export const RECEIVED_AT_HEADER = "x-mamut-received-at";

/**
 * The header the form guards stamp a post with, over anything the client sent under that name:
 * the client's address as the rate limit keys it (rate-limit.ts clientKey), so the action can count
 * a signed time's posts per client (form-time-uses.ts; app/features/leads/fields.ts has the same name).
 */
export const CLIENT_HEADER = "x-mamut-client";

// React renders the field without a value (so hydration never overwrites the signed one):
// the server adds the value where the name is.
const UNSIGNED = `\\bname="${SERVED_AT_FIELD}"(?! value=)`;
const UNSIGNED_FIELD = new RegExp(UNSIGNED);
const UNSIGNED_FIELDS = new RegExp(UNSIGNED, "g");

/**
 * What a post's signed time says. `ms` is the time signed; `spent` says that it has served as
 * many posts of the form as one time may (form-time-uses.ts; app/features/leads/automation.ts has
 * the same type).
 */
export type ServedAt =
  { status: "missing" } | { status: "forged" } | { status: "signed"; ms: number; ageMs: number; spent?: SpentTime };

/** A time used up: by a client's posts, or by everyone's; `posts` before this one, `limit` the most it serves. */
export type SpentTime = { by: "client" | "all"; posts: number; limit: number };

function mac(secret: string, ms: number) {
  return createHmac("sha256", secret).update(`served-at:${ms}`).digest("base64url");
}

/**
 * A signed time: milliseconds since the epoch in base 36, a dot, the HMAC-SHA256.
 */
export function signServedAt(secret: string, ms: number) {
  return `${ms.toString(36)}.${mac(secret, ms)}`;
}

/**
 * What a post's field says: no value (the page was not served by this site's server, or a
 * script left it out), a value this server did not sign, or the time since the page was served.
 * @param value the field as posted
 */
export function readServedAt(secret: string, value: unknown, now: number): ServedAt {
  if (typeof value !== "string" || value === "") return { status: "missing" };
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return { status: "forged" };
  const ms = Number.parseInt(match[1] ?? "", 36);
  const expected = Buffer.from(mac(secret, ms));
  const given = Buffer.from(match[2] ?? "");
  if (!timingSafeEqual(expected, given)) return { status: "forged" };
  return { status: "signed", ms, ageMs: now - ms };
}

/** Puts a signed time into every form field for it in a page. */
export function addServedAt(html: string, token: string) {
  return html.replace(UNSIGNED_FIELDS, `name="${SERVED_AT_FIELD}" value="${token}"`);
}

export function holdsForm(html: string) {
  return UNSIGNED_FIELD.test(html);
}

/**
 * Signs and reads served times with the site's secret: `FORM_TIME_SECRET` when it is set, else
 * the one the store generated on its first start (every server on the database shares it).
 */
export function createFormTime({ secret, now = Date.now }: { secret: () => Promise<string>; now?: () => number }) {
  let loaded: Promise<string> | undefined;
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
    /** @param ms the time to sign, now by default */
    sign: async (ms: number = now()) => signServedAt(await key(), ms),
    /**
     * @param value the field as posted
     * @param receivedAt when the post arrived (never later than now)
     */
    read: async (value: unknown, receivedAt: number = now()): Promise<ServedAt> =>
      readServedAt(await key(), value, Math.min(receivedAt, now())),
    /**
     * A short keyed hash of a client's address, for counting its posts without storing the
     * address (form-time-uses.ts).
     */
    tag: async (text: string) =>
      createHmac("sha256", await key())
        .update(`client:${text}`)
        .digest("base64url")
        .slice(0, 22),
    /** A page with a time (now by default) signed into its forms. */
    addTo: async (html: string, ms: number = now()) =>
      holdsForm(html) ? addServedAt(html, signServedAt(await key(), ms)) : html,
  };
}

export type FormTime = ReturnType<typeof createFormTime>;
