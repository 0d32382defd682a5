import { Script, createContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, deferredModules, INTERACTION_EVENTS } from "./hydration.js";

// The shape React Router 7's <Scripts /> renders into a prerendered page.
const page = [
  "<!DOCTYPE html><html><head><title>Mamut</title></head><body><main>Hello</main>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/chunk-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/>',
  '<link rel="modulepreload" href="/assets/home-D.js"/>',
  '<script>window.__reactRouterContext = {"ssr":true};</script>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

/**
 * Runs the rewritten module script against a stub browser and reports what it did.
 * @param {string} html
 * @param {{ readyState?: string }} [options]
 */
function runDeferred(html, { readyState = "loading" } = {}) {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("no module script");
  /** @typedef {() => void} Callback */
  /** @type {Map<string, Callback>} */
  const listeners = new Map();
  /** @type {string[]} */
  const imported = [];
  /** @type {string[]} */
  const preloaded = [];
  /** @type {Callback[]} */
  const queue = [];
  /** @type {Record<string, any>} */
  const window = {
    /** @param {string} type @param {Callback} listener */
    addEventListener: (type, listener) => listeners.set(type, listener),
    /** @param {string} type */
    removeEventListener: (type) => listeners.delete(type),
    /** @param {Callback} callback */
    requestAnimationFrame: (callback) => queue.push(callback),
    /** @param {Callback} callback */
    requestIdleCallback: (callback) => queue.push(callback),
    /** @param {Callback} callback */
    setTimeout: (callback) => queue.push(callback),
    document: {
      readyState,
      createElement: () => ({}),
      head: {
        /** @param {{ rel: string; href: string }} link */
        append: (link) => preloaded.push(`${link.rel} ${link.href}`),
      },
    },
    /** @param {string} url */
    __import: (url) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
  };
  window.window = window;
  const context = createContext(window);
  // Dynamic import needs a module loader; the stub records the URL instead.
  new Script(script.replaceAll("import(", "__import(")).runInContext(context);
  const flush = async () => {
    for (let callback = queue.shift(); callback; callback = queue.shift()) callback();
    await new Promise((done) => setImmediate(done));
  };
  return { window, listeners, imported, preloaded, flush };
}

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("removes the module preloads that compete with the first paint", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toMatch(/import \* as/);
    expect(deferred).toContain("<main>Hello</main>");
    expect(deferred).toContain('<script>window.__reactRouterContext = {"ssr":true};</script>');
  });

  it("imports nothing until the page has loaded, painted and gone idle", async () => {
    const run = runDeferred(deferred);
    await run.flush();
    expect(run.imported).toEqual([]);
    expect(run.preloaded).toEqual([]);

    run.listeners.get("load")?.();
    await run.flush();
    // The modules it imports need no preload of their own; their dependencies do.
    expect(run.preloaded).toEqual(["modulepreload /assets/chunk-B.js"]);
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-D.js", "/assets/entry.client-A.js"]);
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-C.js" },
      "routes/home": { url: "/assets/home-D.js" },
    });
    expect(run.window.__reactRouterManifest.entry.module).toBe("/assets/entry.client-A.js");
  });

  it("starts at once when the visitor interacts, and only once", async () => {
    const run = runDeferred(deferred);
    expect([...run.listeners.keys()]).toEqual([...INTERACTION_EVENTS, "load"]);
    run.listeners.get("pointerdown")?.();
    await run.flush();
    expect(run.imported).toHaveLength(3);
    for (const event of INTERACTION_EVENTS) expect(run.listeners.has(event)).toBe(false);

    run.listeners.get("load")?.();
    await run.flush();
    expect(run.imported).toHaveLength(3);
  });

  it("starts after idle when the page had already loaded", async () => {
    const run = runDeferred(deferred, { readyState: "complete" });
    await run.flush();
    expect(run.imported).toHaveLength(3);
  });

  it("names every module the page's preloads named, for the budgets", () => {
    expect(deferredModules(deferred).sort()).toEqual(
      ["/assets/chunk-B.js", "/assets/entry.client-A.js", "/assets/home-D.js", "/assets/root-C.js"].sort(),
    );
    expect(deferredModules(page)).toEqual([]);
  });

  it("leaves pages without React Router's script, and rewritten pages, unchanged", () => {
    const plain = "<!DOCTYPE html><html><body><h1>Too many requests</h1></body></html>";
    expect(deferHydration(plain)).toBe(plain);
    expect(deferHydration(deferred)).toBe(deferred);
  });
});
