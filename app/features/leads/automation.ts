import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "./fields";

/**
 * Why a valid submission looks automated, or null when it looks like a person's. A post
 * that looks automated is still stored (in quarantine), never thrown away.
 *
 * With JavaScript, the page's early script writes the time since navigation start into
 * the fill-time field on submit. Without JavaScript there is no timing; the pages are
 * prerendered, so no per-visit timestamp can be signed into them (see decision 006).
 * Such a post is judged by what a browser's own form submission always carries: the
 * fetch metadata of a top-level navigation. A script posting the form has neither.
 */
export function automationReason(form: FormData, headers: Headers, minFillMs: number): string | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "the hidden honeypot field was filled";
  const fill = form.get(FILL_TIME_FIELD);
  if (typeof fill === "string" && fill !== "") {
    const ms = Number(fill);
    if (!Number.isFinite(ms) || ms < 0) return "the fill-time field held no time";
    return ms < minFillMs ? `sent ${Math.round(ms)} ms after the page opened (a person needs ${minFillMs} ms)` : null;
  }
  if (headers.get("sec-fetch-mode") === "navigate" && headers.get("sec-fetch-dest") === "document") return null;
  return "sent without the page's script and without a browser's navigation headers";
}
