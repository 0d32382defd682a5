// `npm run budgets`: reads the client build and fails when a page is over budget.
//
// - initial JavaScript per route, gzip: at most 125 kB (every module the page's HTML preloads
//   or imports, the modules those import statically, plus its inline scripts as they are served:
//   the build writes each page in its final form, with the deferred-hydration and first-input
//   scripts of server/pages.js finishPage, see server/static-host.js);
// - all CSS the pages link to, together, gzip: at most 25 kB;
// - every image in the client build: at most 150 kB;
// - the widgets not every visitor uses (video player, maps loader, assistant panel and index,
//   share popups) in no route's initial JavaScript.
// Sizes are gzip level 9 (as Vite reports them); 1 kB = 1000 bytes. The "br" column is what
// the server actually sends to browsers (brotli, quality 11), for information.
// Pages come from the prerendered HTML; routes without a prerendered page (404, newsletter
// results) from the React Router manifest. BUILD_DIR selects the build (default build).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { deferredModules } from "../../server/hydration.js";
import { clientDir } from "./server.mjs";

const KB = 1000;
const BUDGET = { jsPerRoute: 125 * KB, cssTotal: 25 * KB, image: 150 * KB };
const IMAGE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".svg", ".ico"]);

/**
 * Widgets that must load on demand: a chunk is one of them when its file name (Vite names a
 * chunk after its first module) or its code matches.
 * @type {Array<{ name: string; files: RegExp[]; strings: string[] }>}
 */
const ON_DEMAND = [
  { name: "video player", files: [/^video-dialog-/, /^featured-episodes-/], strings: ["encrypted-media"] },
  {
    name: "maps loader",
    files: [/^google-maps?-/, /^js-api-loader/, /^talent-map-loader/],
    strings: ["maps.googleapis.com", "@googlemaps/js-api-loader"],
  },
  { name: "assistant panel or index", files: assistantChunkNames(), strings: [] },
  {
    name: "share popups",
    files: [/^share-(popup|dialog|menu)/],
    strings: ["linkedin.com/shareArticle", "sharer/sharer.php", "x.com/intent/tweet", "twitter.com/intent/tweet"],
  },
];

/**
 * @typedef {{ route: string; source: "html" | "manifest"; files: string[]; inlineBytes: number; css: string[] }} Entry
 * @typedef {Entry & { jsRaw: number; jsGzip: number; jsBr: number; inlineGzip: number; total: number; cssGzip: number; problems: string[] }} Row
 */

if (!existsSync(join(clientDir, "assets"))) {
  console.error(`No client build in ${clientDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

/** @type {Map<string, { raw: number; gzip: number; br: number; code: string }>} */
const assetCache = new Map();
/** @param {string} url root-relative, e.g. /assets/root-abc.js */
function asset(url) {
  let entry = assetCache.get(url);
  if (!entry) {
    // React Router may add "#" to a stylesheet URL to tell two links apart: not part of the file.
    const buffer = readFileSync(join(clientDir, url.replace(/[#?].*$/, "")));
    entry = {
      raw: buffer.length,
      gzip: gzipSync(buffer, { level: 9 }).length,
      br: brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      code: buffer.toString("utf8"),
    };
    assetCache.set(url, entry);
  }
  return entry;
}

const entries = [...pagesFromHtml(), ...routesOnlyInManifest()];
/** @type {Row[]} */
const rows = entries.map((entry) => {
  const files = withStaticImports(entry.files);
  const jsRaw = sum(files.map((file) => asset(file).raw));
  const jsGzip = sum(files.map((file) => asset(file).gzip));
  const jsBr = sum(files.map((file) => asset(file).br));
  const inlineGzip = entry.inlineBytes;
  const total = jsGzip + inlineGzip;
  const cssGzip = sum(entry.css.map((file) => asset(file).gzip));
  /** @type {string[]} */
  const problems = [];
  if (total > BUDGET.jsPerRoute) problems.push(`initial JS ${kb(total)} kB gzip > ${kb(BUDGET.jsPerRoute)} kB`);
  for (const widget of ON_DEMAND) {
    const found = files.filter((file) => {
      const name = basename(file);
      return (
        widget.files.some((pattern) => pattern.test(name)) || widget.strings.some((s) => asset(file).code.includes(s))
      );
    });
    if (found.length > 0)
      problems.push(`${widget.name} in the initial bundle (${found.map((f) => basename(f)).join(", ")})`);
  }
  return { ...entry, files, jsRaw, jsGzip, jsBr, inlineGzip, total, cssGzip, problems };
});

// The stylesheets pages link to. React Router also copies the server build's own copy of the
// CSS into the client assets; no page links to it, so no visitor downloads it.
const cssFiles = [...new Set(rows.flatMap((row) => row.css.map((url) => url.replace(/[#?].*$/, ""))))].sort();
const unlinkedCss = walk(join(clientDir, "assets"))
  .filter((file) => file.endsWith(".css"))
  .map((file) => `/${relative(clientDir, file).split(sep).join("/")}`)
  .filter((url) => !cssFiles.includes(url));
const cssTotal = sum(cssFiles.map((url) => asset(url).gzip));
const images = walk(clientDir)
  .filter((file) => IMAGE_EXTENSIONS.has(extname(file).toLowerCase()))
  .map((file) => ({ file: relative(clientDir, file).split(sep).join("/"), bytes: statSync(file).size }))
  .sort((a, b) => b.bytes - a.bytes);
const bigImages = images.filter((image) => image.bytes > BUDGET.image);

printRows(rows);
console.log(
  `\nCSS: ${cssFiles.length} file(s), ${kb(cssTotal)} kB gzip in total (budget ${kb(BUDGET.cssTotal)} kB): ` +
    cssFiles.map((url) => `${basename(url)} ${kb(asset(url).gzip)} kB`).join(", ") +
    (unlinkedCss.length > 0 ? `; linked by no page: ${unlinkedCss.map((url) => basename(url)).join(", ")}` : ""),
);
const largest = images[0];
console.log(
  `Images: ${images.length}, largest ${largest ? `${largest.file} ${kb(largest.bytes)} kB` : "none"} (budget ${kb(BUDGET.image)} kB each).`,
);

const failures = [
  ...rows.flatMap((row) => row.problems.map((problem) => `${row.route}: ${problem}`)),
  ...(cssTotal > BUDGET.cssTotal ? [`CSS ${kb(cssTotal)} kB gzip > ${kb(BUDGET.cssTotal)} kB`] : []),
  ...bigImages.map((image) => `${image.file}: ${kb(image.bytes)} kB > ${kb(BUDGET.image)} kB`),
];
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery budget is met.");

/**
 * One entry per prerendered page: the modules its HTML preloads or imports, its inline scripts
 * (JSON-LD excluded: it is data, not code) and its stylesheets.
 * @returns {Entry[]}
 */
function pagesFromHtml() {
  return walk(clientDir)
    .filter((file) => basename(file) === "index.html")
    .map((file) => {
      const rel = relative(clientDir, file).split(sep).slice(0, -1).join("/");
      const html = readFileSync(file, "utf8");
      const files = new Set();
      for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) files.add(match[1]);
      for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) files.add(match[1]);
      let inline = "";
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const [, attributes = "", body = ""] = match;
        if (/ld\+json/.test(attributes) || /\bsrc=/.test(attributes)) continue;
        inline += body;
        for (const imported of body.matchAll(/\bimport\s*(?:[^()"'`;]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
          files.add(imported[1]);
        }
      }
      // The build's pages are final (server/static-host.js): hydration is deferred, and its script
      // names the modules the preload links named.
      for (const url of deferredModules(html)) files.add(url);
      const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] ?? "");
      return {
        route: `/${rel}`,
        source: /** @type {const} */ ("html"),
        files: [...files].filter((url) => typeof url === "string" && url.startsWith("/assets/")),
        inlineBytes: inline ? gzipSync(inline, { level: 9 }).length : 0,
        css: css.filter((url) => url.startsWith("/assets/")),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Page routes that have no prerendered HTML (the 404 page, newsletter results), from the
 * React Router manifest: the entry, then every route module from the root down.
 * @returns {Entry[]}
 */
function routesOnlyInManifest() {
  const manifestFile = readdirSync(join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) return [];
  const text = readFileSync(join(clientDir, "assets", manifestFile), "utf8");
  /** @type {{ entry: { module: string; imports?: string[] }; routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[]; css?: string[]; hasDefaultExport?: boolean }> }} */
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
  const prerendered = new Set(
    walk(clientDir)
      .filter((file) => basename(file) === "index.html")
      .map((file) => `/${relative(clientDir, file).split(sep).slice(0, -1).join("/")}`),
  );
  return Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && route.hasDefaultExport)
    .map((route) => {
      const chain = [route];
      for (
        let parent = manifest.routes[route.parentId ?? ""];
        parent;
        parent = manifest.routes[parent.parentId ?? ""]
      ) {
        chain.unshift(parent);
      }
      const urlPath = `/${chain
        .map((r) => r.path ?? "")
        .filter(Boolean)
        .join("/")}`;
      return { route, chain, urlPath };
    })
    .filter(({ urlPath, route }) => !prerendered.has(urlPath) && !/[:]/.test(urlPath) && !route.index)
    .map(({ chain, urlPath }) => ({
      route: urlPath === "/*" ? "404 page (*)" : urlPath,
      source: /** @type {const} */ ("manifest"),
      files: [
        manifest.entry.module,
        ...(manifest.entry.imports ?? []),
        ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])]),
      ],
      inlineBytes: 0,
      css: chain.flatMap((r) => r.css ?? []),
    }));
}

/**
 * The files plus every module they import statically (normally all preloaded already).
 * Dynamic import() calls are left out: they load on demand.
 * @param {string[]} files
 */
function withStaticImports(files) {
  const seen = new Set(files.filter((file) => existsSync(join(clientDir, file))));
  const queue = [...seen];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    const code = asset(file).code;
    for (const match of code.matchAll(/\bimport\s*(?:[^()"'`;]*?\bfrom\s*)?["'](\.\.?\/[^"']+\.js)["']/g)) {
      const target = new URL(match[1] ?? "", `http://x${file}`).pathname;
      if (!seen.has(target) && existsSync(join(clientDir, target))) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/**
 * Chunk names the assistant's modules would get (Vite names a chunk after its first module),
 * except the launcher, which belongs in the initial bundle.
 * @returns {RegExp[]}
 */
function assistantChunkNames() {
  const dir = join("app", "features", "assistant");
  const modules = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.(tsx?|jsx?)$/.test(name) && !/\.(test|server)\./.test(name) && !/launcher/.test(name))
        .map((name) => name.replace(/\.(tsx?|jsx?)$/, ""))
    : [];
  return [/^assistant(?!-launcher)/, ...modules.map((name) => new RegExp(`^${escapeRegExp(name)}-[\\w-]{8}\\.js$`))];
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** @param {Row[]} list */
function printRows(list) {
  const header = [
    "route",
    "JS files",
    "JS raw kB",
    "JS gzip kB",
    "inline gzip kB",
    "total gzip kB",
    "JS br kB",
    "CSS gzip kB",
    "ok",
  ];
  const lines = list.map((row) => [
    row.source === "manifest" ? `${row.route} (no HTML)` : row.route,
    String(row.files.length),
    kb(row.jsRaw),
    kb(row.jsGzip),
    kb(row.inlineGzip),
    kb(row.total),
    kb(row.jsBr),
    kb(row.cssGzip),
    row.problems.length === 0 ? "yes" : "NO",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  /** @param {string[]} cells */
  const format = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  console.log(`Initial JavaScript per route (gzip, budget ${kb(BUDGET.jsPerRoute)} kB)\n`);
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
  );
  for (const line of lines) console.log(format(line));
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** @param {number[]} values */
function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}

/** @param {number} bytes */
function kb(bytes) {
  return (bytes / KB).toFixed(1);
}
