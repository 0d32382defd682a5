/**
 * Keeps what a visitor does before the page has hydrated (hydration waits for load and idle,
 * see hydration.js). An inline script, first in <body>, so it runs before anything can be
 * clicked. Not in <head>: React hydrates <head> and <body> skipping elements it did not render
 * only when their tag differs from the one it expects next, and in <head> it expects the page's
 * JSON-LD <script> and would take this one for it. In <body> it expects the skip link (<a>):
 * addFirstInputScript checks that.
 *
 *
 * - A click on a control marked `data-replay` (one that needs script: print, copy link, a video
 *   cover, the assistant, the carousel's controls) is stopped and recorded in
 *   `window.__firstInput.pending`, once per control. The component that owns the control replays
 *   it when it has hydrated (app/lib/first-input.ts); a part that has hydrated is listed in
 *   `live` and its clicks pass. Once React runs, `onHold` has it hydrate the part of a held click
 *   first. Once the whole page has hydrated, nothing is recorded.
 * - A choice in an open popover menu closes it, as the menus do once hydrated.
 * - History moves (`popstate`, e.g. a table-of-contents link) wait until the page has hydrated:
 *   React renders a router update made during `popstate` at once, and a lazily loaded section
 *   whose code has not arrived yet would be dropped for its spinner, taking the link's target
 *   with it. The browser has already scrolled to the target; React Router learns the address at
 *   the next navigation.
 *
 * Everything else (links, forms, popover menus) works without script and needs nothing here.
 */
export const FIRST_INPUT_SCRIPT = `(() => {
  const root = document.documentElement, state = (window.__firstInput = { pending: [], live: [] });
  const waiting = () => root.dataset.hydrated != "true";
  addEventListener("click", (event) => {
    if (!waiting()) return;
    const target = event.target, control = target.closest?.("[data-replay]");
    target.closest?.("[popover] a[href]")?.closest("[popover]").hidePopover();
    if (!control || state.live.some((part) => part.contains(control))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (state.pending.includes(control)) return;
    state.pending.push(control);
    state.onHold?.(control);
  }, true);
  addEventListener("popstate", (event) => waiting() && event.stopImmediatePropagation(), true);
})();`;

const bodyStart = /<body>(\s*<(\w+))?/;

/**
 * Puts the first-input script at the start of <body> of a page React Router rendered. Throws,
 * naming the page, when the body has no element first or starts with a <script>: React would
 * then hydrate its own first element onto this script (a hydration mismatch).
 * @param {string} html
 * @param {string} page the page's path, for the error message
 * @returns {string}
 */
export function addFirstInputScript(html, page) {
  const start = bodyStart.exec(html);
  if (!start) throw new Error(`${page}: no <body> to put the first-input script in`);
  const firstTag = start[2]?.toLowerCase();
  if (!firstTag || firstTag === "script") {
    throw new Error(
      `${page}: the page's <body> must start with an element other than <script> (found ${firstTag ?? "none"}), ` +
        "or React takes the first-input script for its own (server/first-input.js)",
    );
  }
  return html.replace("<body>", () => `<body><script>${FIRST_INPUT_SCRIPT}</script>`);
}
