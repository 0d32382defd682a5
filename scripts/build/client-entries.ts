import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { rolldown } from "rolldown";
import type { Plugin, Rollup } from "vite";

/** What the server render imports to name the browser's entry modules (see clientEntries). */
export const CLIENT_ENTRIES_MODULE = "virtual:client-entries";
const RESOLVED = `\0${CLIENT_ENTRIES_MODULE}`;

/** The enhancement module every page loads (app/enhance). */
export const ENHANCE_ENTRY = "app/enhance/main.ts";
/** React islands: `app/islands/<name>.client.tsx`, each hydrating one part of a page. */
export const ISLANDS_DIR = "app/islands";
/** In development, what the islands need before they load (app/islands/dev-preamble.ts). */
export const DEV_PREAMBLE = "app/islands/dev-preamble.ts";

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
 * itself (`<script type="module" src>`, `data-island-module`). This plugin adds the islands to the
 * client build as entries of their own, bundles the enhancement module on its own
 * (bundleEnhancement), and gives the server build their hashed URLs through a virtual module,
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
        if (name === "enhance") continue;
        references.set(name, this.emitFile({ type: "chunk", id: resolve(root, file), name }));
      }
    },
    async generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      for (const [name, reference] of references) urls[name] = `${base}${this.getFileName(reference)}`;
      const { assetsDir, target } = this.environment.config.build;
      urls.enhance = `${base}${await bundleEnhancement(this, root, { assetsDir, target })}`;
    },
    resolveId(id) {
      return id === CLIENT_ENTRIES_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === "serve") {
        const sources = Object.entries(clientEntryFiles(root)).map(([name, file]) => [name, `/${file}`]);
        sources.push(["devPreamble", `/${DEV_PREAMBLE}`]);
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

/**
 * The enhancement module bundled by itself, with Rolldown (what Vite builds with), into one file
 * with no static imports, plus the chunks it loads on demand (the assistant, the video player, the
 * talent map); emitted into the client build's assets. Returns the module's file name.
 *
 * Why not as an entry of the client build: there, the small modules it shares with the React
 * Router route modules (never run in a browser, decision 011) and the islands (the dialog ids,
 * focus helpers, Vite's preload helper) became three chunks of their own, which a page fetched
 * only once the module had arrived: a second round trip before any control worked, on every page.
 * Measured with Lighthouse's mobile preset on /healthtech-heroes, 7 runs each: LCP 1,504-1,676 ms
 * in two clusters, against 1,434-1,508 ms and one cluster bundled on its own (a page's LCP ratio
 * swung between 0.97 and 1.04 from that alone).
 *
 * Why Rolldown itself, not a Vite environment of its own: Vite's build adds its preload helper to
 * every module with a dynamic import, and this module's chunks have nothing to preload; built as a
 * Vite environment (`consumer: "client"`, 2026-11-28) the module was 3,495 bytes gzip instead of
 * 2,887, on every page. Rolldown is the bundler Vite runs, the same copy: package.json pins the
 * version Vite depends on, and client-entries.test.ts fails when the two differ.
 */
async function bundleEnhancement(
  context: Rollup.PluginContext,
  root: string,
  { assetsDir, target }: { assetsDir: string; target: unknown },
): Promise<string> {
  const bundle = await rolldown({
    input: { enhance: resolve(root, ENHANCE_ENTRY) },
    cwd: root,
    platform: "browser",
    tsconfig: resolve(root, "tsconfig.json"),
    transform: Array.isArray(target) || typeof target === "string" ? { target } : {},
  });
  try {
    const { output } = await bundle.generate({
      format: "es",
      minify: true,
      entryFileNames: `${assetsDir}/[name]-[hash].js`,
      chunkFileNames: `${assetsDir}/[name]-[hash].js`,
      assetFileNames: `${assetsDir}/[name]-[hash][extname]`,
    });
    let entry: string | undefined;
    for (const file of output) {
      const source = file.type === "chunk" ? file.code : file.source;
      context.emitFile({ type: "asset", fileName: file.fileName, source });
      if (file.type === "chunk" && file.isEntry) entry = file.fileName;
    }
    if (!entry) context.error(`mamut:client-entries: bundling ${ENHANCE_ENTRY} gave no entry file`);
    return entry;
  } finally {
    await bundle.close();
  }
}
