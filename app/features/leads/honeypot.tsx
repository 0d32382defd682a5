import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "./fields";

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
      <input type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
    </>
  );
}
