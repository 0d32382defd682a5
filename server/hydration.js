/**
 * Hydration that does not compete with the first paint.
 *
 * React Router's `<Scripts />` puts a `<link rel="modulepreload">` in the body for
 * every module of the entry and the matched routes, and an inline module script that
 * imports the route modules at once. On a phone those ~110 KB of JavaScript are
 * fetched and run alongside the stylesheet, the font and the largest image, and the
 * largest paint comes late (Lighthouse's mobile simulation: about 1.8x the same page
 * without scripts).
 *
 * The pages are prerendered and every link and form works without JavaScript, so the
 * scripts can wait: this rewrite drops the preload links and starts the same imports
 * after the page has loaded and painted and the browser is idle (at most 1 s after
 * load), or at once when the visitor presses a key, touches or clicks, or moves focus.
 * The preloads are added back at that moment, so the modules still download in
 * parallel instead of one import at a time.
 *
 * The rewrite runs on the server, on prerendered pages once at start-up and on pages
 * rendered per request, before the CSP hashes of the inline scripts are taken.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const moduleScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/;
const staticImport = /import \* as (\w+) from "([^"]+)";/g;
// React Router's entry import at the end of its script: `import("/assets/entry.client-….js");`
const entryImport = /import\("([^"]+)"\);?\s*$/;

// In a deferred page's script (below): the preload list and the imports it starts.
const deferredPreloads = /for \(const href of (\[[^\]]*\])\)/;
const dynamicImport = /\bimport\(("[^"]+")\)/g;

/** Events that show the visitor is about to act: hydrate now, not when idle. */
export const INTERACTION_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"];

/**
 * Rewrites one HTML document so hydration starts after load and idle, or on the
 * first interaction. Documents without React Router's module script (or already
 * rewritten) come back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function deferHydration(html) {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const body = script[1] ?? "";
  const imports = [...body.matchAll(staticImport)].map((match) => ({ name: match[1], url: match[2] }));
  const rest = body
    .replace(staticImport, "")
    .replace(/^[\s;]+/, "")
    .trim();
  if (imports.length === 0 || !entryImport.test(rest)) return html;

  // The route modules and the entry are imported at the same moment: only their own imports need a preload.
  const preloads = [...html.matchAll(modulePreload)]
    .map((match) => match[1] ?? "")
    .filter((href) => !imports.some((item) => item.url === href) && !rest.includes(JSON.stringify(href)));
  const names = imports.map((item) => item.name).join(", ");
  const loads = imports.map((item) => `import(${JSON.stringify(item.url)})`).join(", ");
  const start = [
    `const events = ${JSON.stringify(INTERACTION_EVENTS)};`,
    "let started = false;",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    "  for (const event of events) removeEventListener(event, start, true);",
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  Promise.all([${loads}]).then(([${names}]) => {`,
    rest,
    "  });",
    "};",
    "for (const event of events) addEventListener(event, start, { capture: true, passive: true });",
    "const whenIdle = () =>",
    '  "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start, 200);',
    "const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");

  return html.replace(modulePreload, "").replace(script[0], () => `<script type="module">${start}</script>`);
}

/**
 * The modules a deferred page loads when it hydrates (what its preload links named before the
 * rewrite, and the route modules it imports), for the budgets; [] for another page.
 * @param {string} html
 * @returns {string[]}
 */
export function deferredModules(html) {
  const body = moduleScript.exec(html)?.[1] ?? "";
  const preloads = deferredPreloads.exec(body)?.[1];
  if (!preloads) return [];
  const imports = [...body.matchAll(dynamicImport)].map((match) => JSON.parse(match[1] ?? '""'));
  return [...new Set([...JSON.parse(preloads), ...imports])];
}
