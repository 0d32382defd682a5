import { HONEYPOT_FIELD } from "./fields";

/** A signed time that has served as many posts of the form as it may (server/leads/form-time-uses.ts). */
export type SpentTime = { by: "client" | "all"; posts: number; limit: number };

/** What a post's signed served time says (server/leads/form-time.ts reads it). */
export type ServedAt =
  { status: "missing" } | { status: "forged" } | { status: "signed"; ageMs: number; spent?: SpentTime };

/**
 * Why a valid submission looks automated, or null when it looks like a person's. A post
 * that looks automated is still stored (in quarantine), never thrown away.
 *
 * The fill time is the server's measure: each page carries the time the server sent it,
 * signed, in a hidden field (with or without JavaScript), and the post brings it back. A post
 * without it did not come from a page of this server; one whose signature does not match was
 * made up; one sent sooner than a person can read and fill a form is a script. An old time is
 * a person who left the tab open (see decision 010). A time serves a few posts of a form, from
 * the visitors who received the same copy of the page; more are a script replaying it.
 */
export function automationReason(form: FormData, servedAt: ServedAt, minFillMs: number): string | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "the hidden honeypot field was filled";
  if (servedAt.status === "missing") return "sent without the time the server signed into the page's form";
  if (servedAt.status === "forged") return "the page's signed time was not signed by this site";
  const ms = Math.max(0, Math.round(servedAt.ageMs));
  if (ms < minFillMs) return `sent ${ms} ms after the page was served (a person needs ${minFillMs} ms)`;
  return servedAt.spent ? spentReason(servedAt.spent) : null;
}

/** A time used up, in the owner's words: which limit, and its setting. */
function spentReason({ by, posts, limit }: SpentTime) {
  return by === "client"
    ? `the page's signed time had served ${posts} posts of this form from this address already ` +
        `(it serves ${limit}: FORM_TIME_MAX_POSTS_PER_CLIENT)`
    : `the page's signed time had served ${posts} posts of this form already (it serves ${limit}: FORM_TIME_MAX_POSTS)`;
}
