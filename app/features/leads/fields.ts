// Plain constants shared by the forms in the browser and the server-side schemas
// (kept free of zod so the footer's sign-up form does not ship the validator).

/** Field length limits, shared by the inputs (maxLength) and the server check. */
export const LIMITS = { name: 100, email: 254, company: 120, role: 100, message: 5000 } as const;

/**
 * Names of the anti-spam fields: a honeypot no person sees, and the time the server sent the
 * page, which the server signs into the field (server/leads/form-time.ts has the same name).
 */
export const HONEYPOT_FIELD = "website";
export const SERVED_AT_FIELD = "served_at";
/**
 * The contact form's hidden fields: which form it is (`source`: "home" or "contact") and the offer of
 * the page it is on (`offer`, an id from content/data/offers.ts), which the server checks.
 */
export const SOURCE_FIELD = "source";
export const OFFER_FIELD = "offer";
/** When the post arrived, stamped by the server's form guards (server/leads/form-time.ts has the same). */
export const RECEIVED_AT_HEADER = "x-mamut-received-at";
/** Who sent the post, as the rate limit counts clients, stamped by the same guards (and named there). */
export const CLIENT_HEADER = "x-mamut-client";

export type ContactField = "name" | "email" | "company" | "role" | "message" | "consent";

export type FormResult<Field extends string> =
  | { status: "success" }
  | { status: "error"; errors: Partial<Record<Field, string>>; values: Partial<Record<Field, string>> };
