import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";

/** What the server render imports to name the browser's entry modules (see clientEntries). */
export const CLIENT_ENTRIES_MODULE = "virtual:client-entries";
const RESOLVED = `\0${CLIENT_ENTRIES_MODULE}`;

/** The enhancement module every page loads (app/enhance). */
export const ENHANCE_ENTRY = "app/enhance/main.ts";
/** React islands: `app/islands/<name>.client.tsx`, each hydrating one part of a page. */
export const ISLANDS_DIR = "app/islands";
/** React Router's React Refresh preamble in development (its virtual module "inject-hmr-runtime"). */
const DEV_PREAMBLE = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

/**
 * The browser's entry modules by name: `enhance` and one per island file. Found on disk, so a new
 * island needs no list to be edited.
 */
export function clientEntryFiles(root: string = process.cwd()): Record<string, string> {
  const entries: Record<string, string> = { enhance: ENHANCE_ENTRY };
  for (const file of readdirSync(join(root, ISLANDS_DIR))) {
    const name = /^([\w-]+)\.client\.tsx$/.exec(file)?.[1];
    if (name) entries[name] = `${ISLANDS_DIR}/${file}`;
  }
  return entries;
}

/**
 * Pages load no React Router client: the server render names the few modules a page needs
 * itself (`<script type="module" src>`). This plugin adds those modules to the client build as
 * entries of their own and gives the server build their hashed URLs through a virtual module,
 * `virtual:client-entries` (`{ enhance: "/assets/enhance-….js", … }`). React Router builds the
 * client before the server (its own server build needs the client manifest), so the URLs are
 * known by then; the server build fails, naming this plugin, if they are not. In development the
 * URLs are the source files, which Vite serves.
 */
export function clientEntries(root: string = process.cwd()): Plugin {
  const urls: Record<string, string> = {};
  const references = new Map<string, string>();
  let command: "build" | "serve" = "build";
  let base = "/";
  return {
    name: "mamut:client-entries",
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      for (const [name, file] of Object.entries(clientEntryFiles(root))) {
        references.set(name, this.emitFile({ type: "chunk", id: resolve(root, file), name }));
      }
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, reference] of references) urls[name] = `${base}${this.getFileName(reference)}`;
    },
    resolveId(id) {
      return id === CLIENT_ENTRIES_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === "serve") {
        const sources = Object.entries(clientEntryFiles(root)).map(([name, file]) => [name, `/${file}`]);
        // React Router's plugin adds React Refresh to the app's modules in development; they need
        // its preamble loaded first (what its own <Scripts /> would load).
        sources.push(["devPreamble", DEV_PREAMBLE]);
        return `export default ${JSON.stringify(Object.fromEntries(sources))};`;
      }
      // The client build's copy of the root is never run in a browser: nothing hydrates the document.
      if (this.environment.name === "client") return "export default {};";
      if (Object.keys(urls).length === 0) {
        this.error("mamut:client-entries: the server build started before the client build named its entry modules");
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
