import { HONEYPOT_FIELD } from "./fields";

/** What a post's signed served time says (server/leads/form-time.ts reads it). */
export type ServedAt = { status: "missing" } | { status: "forged" } | { status: "signed"; ageMs: number };

/**
 * Why a valid submission looks automated, or null when it looks like a person's. A post
 * that looks automated is still stored (in quarantine), never thrown away.
 *
 * The fill time is the server's measure: each page carries the time the server sent it,
 * signed, in a hidden field (with or without JavaScript), and the post brings it back. A post
 * without it did not come from a page of this server; one whose signature does not match was
 * made up; one sent sooner than a person can read and fill a form is a script. An old time is
 * a person who left the tab open (see decision 010).
 */
export function automationReason(form: FormData, servedAt: ServedAt, minFillMs: number): string | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "the hidden honeypot field was filled";
  if (servedAt.status === "missing") return "sent without the time the server signed into the page's form";
  if (servedAt.status === "forged") return "the page's signed time was not signed by this site";
  const ms = Math.max(0, Math.round(servedAt.ageMs));
  return ms < minFillMs ? `sent ${ms} ms after the page was served (a person needs ${minFillMs} ms)` : null;
}
