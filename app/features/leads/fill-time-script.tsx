import { FILL_TIME_FIELD } from "./fields";

// Runs as the page is parsed, long before hydration (which waits for load and idle): on
// any form's submit it writes the time since navigation start into the form's fill-time
// field, so a visitor who sends a form before or right after hydration is timed from the
// moment the page was requested, not from when React arrived. The CSP hashes it like every
// inline script.
const source = `addEventListener("submit",function(e){var f=e.target.elements&&e.target.elements.namedItem(${JSON.stringify(FILL_TIME_FIELD)});if(f)f.value=String(Math.round(performance.now()))},true)`;

export function FillTimeScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
