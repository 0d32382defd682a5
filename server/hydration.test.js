import { readFileSync } from "node:fs";
import { Script, createContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, deferredModules, INTERACTION_EVENTS } from "./hydration.js";

// A page as React Router really renders it (scripts/build/hydration-fixture.mjs writes it from a build).
const page = readFileSync(new URL("./fixtures/prerendered-page.html", import.meta.url), "utf8");

const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
const moduleScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
const routeModules = [...moduleScript.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map(([, name, url]) => ({
  name,
  url,
}));
const entry = /import\("([^"]+)"\);?\s*$/.exec(moduleScript)?.[1];

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
  const deferred = deferHydration(page, "/contact");

  it("reads a page as React Router renders it", () => {
    expect(preloads.length).toBeGreaterThan(1);
    expect(routeModules.length).toBeGreaterThan(0);
    expect(entry).toMatch(/^\/assets\/entry\.client-/);
  });

  it("removes the module preloads that compete with the first paint", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toMatch(/import \* as/);
    expect(deferred).toContain("<main");
    expect(deferred).toContain("window.__reactRouterContext = ");
  });

  it("imports nothing until the page has loaded, painted and gone idle", async () => {
    const run = runDeferred(deferred);
    await run.flush();
    expect(run.imported).toEqual([]);
    expect(run.preloaded).toEqual([]);

    run.listeners.get("load")?.();
    await run.flush();
    expect(run.preloaded).toEqual(preloads.map((href) => `modulepreload ${href}`));
    expect(run.imported).toEqual([...routeModules.map((module) => module.url), entry]);
    expect(Object.values(run.window.__reactRouterRouteModules)).toEqual(
      routeModules.map((module) => ({ url: module.url })),
    );
    expect(run.window.__reactRouterManifest.entry.module).toBe(entry);
  });

  it("starts at once when the visitor interacts, and only once", async () => {
    const run = runDeferred(deferred);
    expect([...run.listeners.keys()]).toEqual([...INTERACTION_EVENTS, "load"]);
    run.listeners.get("pointerdown")?.();
    await run.flush();
    expect(run.imported).toHaveLength(routeModules.length + 1);

    run.listeners.get("keydown")?.();
    run.listeners.get("load")?.();
    await run.flush();
    expect(run.imported).toHaveLength(routeModules.length + 1);
  });

  it("starts after idle when the page had already loaded", async () => {
    const run = runDeferred(deferred, { readyState: "complete" });
    await run.flush();
    expect(run.imported).toHaveLength(routeModules.length + 1);
  });

  it("names every module the page's preloads named, and its route modules, for the budgets", () => {
    expect(deferredModules(deferred).sort()).toEqual(
      [...new Set([...preloads, ...routeModules.map((module) => module.url), entry])].sort(),
    );
    expect(deferredModules(page)).toEqual([]);
  });

  it("leaves pages without React Router's scripts unchanged", () => {
    const plain = "<!DOCTYPE html><html><body><h1>Too many requests</h1></body></html>";
    expect(deferHydration(plain, "/plain")).toBe(plain);
  });

  it("stops with the page's path when React Router's scripts change shape", () => {
    const withoutEntry = page.replace(/import\("[^"]+"\);?(\s*<\/script>)/, "$1");
    expect(() => deferHydration(withoutEntry, "/contact")).toThrow(/^\/contact: .*import\(entry\)/);
    const withoutRoutes = page.replaceAll(/import \* as \w+ from "[^"]+";/g, "");
    expect(() => deferHydration(withoutRoutes, "/contact")).toThrow(/^\/contact: /);
    const classicScript = page.replace('<script type="module" async="">', "<script>");
    expect(() => deferHydration(classicScript, "/contact")).toThrow(/^\/contact: .*no module script/);
  });
});
