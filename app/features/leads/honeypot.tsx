import { HONEYPOT_FIELD, SERVED_AT_FIELD } from "./fields";

/** Off-screen, hidden from assistive technology and the tab order: only bots fill it. */
export function AntiSpamFields() {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* The server writes the time it sent the page into it, signed (decision 010). */}
      <input type="hidden" name={SERVED_AT_FIELD} />
    </>
  );
}
