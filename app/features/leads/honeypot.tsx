import { HONEYPOT_FIELD, SERVED_AT_FIELD } from "./fields";

// The signed time of the page this document came from: the server writes it into every form's
// field (decision 010). A form React draws later, after a client-side navigation, gets it from
// here. Without a value prop, so hydration leaves the server's value alone.
let served = "";
function keepServedTime(input: HTMLInputElement | null) {
  if (!input) return;
  served ||=
    input.value || document.querySelector<HTMLInputElement>(`input[name="${SERVED_AT_FIELD}"][value]`)?.value || "";
  if (!input.value) input.value = served;
}

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
      <input type="hidden" name={SERVED_AT_FIELD} ref={keepServedTime} />
    </>
  );
}
