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
 * The rewrite runs on prerendered pages at build (static-host.js writes them in their final
 * form, for the server and static hosts alike) and on the server on pages rendered per request,
 * before the CSP hashes of the inline scripts are taken. It depends on the shape of React
 * Router's output: when a page has React Router's scripts in another shape it throws, naming
 * the page, so the build fails instead of shipping pages whose scripts compete with the first
 * paint.
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

/** React Router's first inline script: present on every page it renders. */
const routerContext = "window.__reactRouterContext = ";
// React Router writes the route manifest as indented JSON; sent compact it is about 80 bytes
// (gzip) smaller on every page.
const routeManifest = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/**
 * Rewrites one HTML document so hydration starts after load and idle, or on the
 * first interaction. Documents without React Router's scripts (plain error pages) come
 * back unchanged; a document whose scripts have another shape than expected throws.
 * @param {string} html
 * @param {string} page the page's path, for the error message
 * @returns {string}
 */
export function deferHydration(html, page) {
  if (!html.includes(routerContext)) return html;
  const unexpected = (/** @type {string} */ what) =>
    new Error(
      `${page}: React Router's scripts are not in the shape server/hydration.js rewrites (${what}). ` +
        "Update deferHydration for this React Router version.",
    );
  const script = moduleScript.exec(html);
  if (!script) throw unexpected("no module script");
  const body = script[1] ?? "";
  const imports = [...body.matchAll(staticImport)].map((match) => ({ name: match[1], url: match[2] }));
  const rest = body
    .replace(staticImport, "")
    .replace(/^[\s;]+/, "")
    .trim();
  if (imports.length === 0) throw unexpected("no `import * as routeN from` statements");
  if (!entryImport.test(rest)) throw unexpected("no `import(entry)` at the end of the module script");
  const manifest = routeManifest.exec(rest);
  if (!manifest) throw unexpected("no `window.__reactRouterManifest = {...};` in the module script");
  const compactRest = rest.replace(
    manifest[0],
    () => `${manifest[1]}${JSON.stringify(JSON.parse(manifest[2] ?? ""))};`,
  );

  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  if (preloads.length === 0) throw unexpected("no module preload links");
  const names = imports.map((item) => item.name).join(", ");
  const loads = imports.map((item) => `import(${JSON.stringify(item.url)})`).join(", ");
  // Written short: it is sent inline with every page and counts towards its JavaScript budget.
  const start = [
    `let started = 0, events = ${JSON.stringify(INTERACTION_EVENTS)}, start = () => {`,
    "if (started++) return;",
    `for (const href of ${JSON.stringify(preloads)})`,
    'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    `Promise.all([${loads}]).then(([${names}]) => {`,
    compactRest,
    "})};",
    "for (const event of events) addEventListener(event, start, { capture: true, passive: true });",
    'let idle = () => "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start, 200),',
    "painted = () => requestAnimationFrame(() => requestAnimationFrame(idle));",
    'document.readyState == "complete" ? painted() : addEventListener("load", painted, { once: true });',
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
