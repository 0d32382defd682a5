// `npm run budgets`: reads the client build and fails when a page is over budget.
//
// - JavaScript per page, gzip, everything the page runs: the module scripts its HTML names, the
//   modules those import statically, and its inline scripts as they are served (the build writes
//   each page in its final form, server/static-host.ts). Two kinds of page (decision 011):
//   a page without React (no island) at most 8 kB in all, a page with a React island at most
//   100 kB; a page that loads React DOM without an island fails;
// - all CSS the pages link to, together, gzip: at most 25 kB;
// - every image in the client build: at most 150 kB;
// - the widgets not every visitor uses (video player, maps loader, assistant and its index,
//   share popups) in no page's initial JavaScript;
// - each page's first visit, as the server sends it: HTML, CSS, fonts and scripts at most 50 kB
//   (first-visit.ts);
// - every compressible file has current brotli and gzip copies from the build: a file without
//   them is compressed by the server at every start (it warns; 4 s of CPU before the build did it).
// Sizes are gzip level 9 (as Vite reports them); 1 kB = 1000 bytes. The "br" column is what
// the server actually sends to browsers (brotli, quality 11), for information.
// Pages come from the prerendered HTML; the pages of routes that are not prerendered (404,
// newsletter results) from the production server. BUILD_DIR selects the build (default build).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { pageScripts, REACT_DOM_MARK, withStaticImports } from "./page-scripts.ts";
import { measureFirstVisit, reportFirstVisits } from "./first-visit.ts";
import { loadStaticFiles } from "../../server/static-files.ts";
import { buildDir, clientDir, startServer } from "./server.ts";

const KB = 1000;
const BUDGET = { jsWithoutReact: 8 * KB, jsWithReact: 100 * KB, cssTotal: 25 * KB, image: 150 * KB };
/** Any path without a page: the server answers it with the 404 page. */
const MISSING_PAGE = "/a-page-that-does-not-exist";
const IMAGE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".svg", ".ico"]);

/**
 * Widgets that must load on demand: a chunk is one of them when its file name (Vite names a
 * chunk after its first module) or its code matches.
 */
const ON_DEMAND: Array<{ name: string; files: RegExp[]; strings: string[] }> = [
  { name: "video player", files: [/^video-player-/], strings: ["encrypted-media"] },
  {
    name: "maps loader",
    files: [/^google-maps?-/, /^js-api-loader/, /^talent-map-/],
    strings: ["maps.googleapis.com", "@googlemaps/js-api-loader"],
  },
  // The assistant's chunk (app/enhance/assistant.ts); its index is a JSON file fetched with it.
  { name: "assistant", files: [/^assistant-(?!index)/], strings: [] },
  {
    name: "share popups",
    files: [/^share-(popup|dialog|menu)/],
    strings: ["linkedin.com/shareArticle", "sharer/sharer.php", "x.com/intent/tweet", "twitter.com/intent/tweet"],
  },
];

export type Page = { route: string; source: "html" | "server"; html: string };
export type Entry = {
  route: string;
  source: Page["source"];
  files: string[];
  inlineBytes: number;
  css: string[];
  islands: string[];
};
export type Row = Entry & {
  react: boolean;
  budget: number;
  jsRaw: number;
  jsGzip: number;
  jsBr: number;
  inlineGzip: number;
  total: number;
  cssGzip: number;
  problems: string[];
};
/** A route of the server build, as far as this script reads it. */
type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { default?: unknown } };

if (!existsSync(join(clientDir, "assets"))) {
  console.error(`No client build in ${clientDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

const assetCache = new Map<string, { raw: number; gzip: number; br: number; code: string }>();
/** @param url root-relative, e.g. /assets/root-abc.js */
function asset(url: string) {
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

const entries = [...pagesFromHtml(), ...(await pagesFromServer(await routesNotPrerendered()))].map(toEntry);
const rows = entries.map((entry): Row => {
  const files = withStaticImports(clientDir, entry.files, (url) => asset(url).code);
  const jsRaw = sum(files.map((file) => asset(file).raw));
  const jsGzip = sum(files.map((file) => asset(file).gzip));
  const jsBr = sum(files.map((file) => asset(file).br));
  const inlineGzip = entry.inlineBytes;
  const total = jsGzip + inlineGzip;
  const cssGzip = sum(entry.css.map((file) => asset(file).gzip));
  const react = files.some((file) => asset(file).code.includes(REACT_DOM_MARK));
  const budget = entry.islands.length > 0 ? BUDGET.jsWithReact : BUDGET.jsWithoutReact;
  const problems: string[] = [];
  if (total > budget) problems.push(`JavaScript ${kb(total)} kB gzip > ${kb(budget)} kB`);
  if (react && entry.islands.length === 0) problems.push("loads React DOM but renders no island");
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
  return { ...entry, react, budget, files, jsRaw, jsGzip, jsBr, inlineGzip, total, cssGzip, problems };
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

// With and without the maps key the server serves different files: both sets.
const uncompressed: number[] = [];
for (const mapsEnabled of [false, true])
  uncompressed.push((await loadStaticFiles(clientDir, { mapsEnabled })).compressedNow);
const compressedAtStart = Math.max(...uncompressed);
console.log(
  compressedAtStart === 0
    ? "Compressed copies: every compressible file has current ones from the build (the server compresses nothing at start)."
    : `Compressed copies: ${compressedAtStart} files have none that match their bytes.`,
);

// Every page's first visit, from the production server as a browser gets it (first-visit.ts).
const server = await startServer();
const visits = await Promise.all(
  rows.map((row) =>
    measureFirstVisit(server.origin, row.source === "server" ? serverPath(row.route) : row.route, clientDir),
  ),
).finally(() => server.stop());
const heavyVisits = reportFirstVisits(visits);

const failures = [
  ...heavyVisits,
  ...rows.flatMap((row) => row.problems.map((problem) => `${row.route}: ${problem}`)),
  ...(cssTotal > BUDGET.cssTotal ? [`CSS ${kb(cssTotal)} kB gzip > ${kb(BUDGET.cssTotal)} kB`] : []),
  ...bigImages.map((image) => `${image.file}: ${kb(image.bytes)} kB > ${kb(BUDGET.image)} kB`),
  ...(compressedAtStart > 0
    ? [`${compressedAtStart} files without current compressed copies: the server would compress them at every start`]
    : []),
];
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery budget is met.");

/**
 * What a page loads: its module scripts and island modules (and their static imports, added
 * later), its inline scripts and its stylesheets.
 */
function toEntry({ route, source, html }: Page): Entry {
  const { modules, inline, preloads, islands, islandModules } = pageScripts(html);
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] ?? "");
  return {
    route,
    source,
    files: [...modules, ...preloads, ...islandModules].filter((url) => url.startsWith("/assets/")),
    inlineBytes: inline ? gzipSync(inline, { level: 9 }).length : 0,
    css: css.filter((url) => url.startsWith("/assets/")),
    islands,
  };
}

function pagesFromHtml(): Page[] {
  return walk(clientDir)
    .filter((file) => basename(file) === "index.html")
    .map((file): Page => ({
      route: `/${relative(clientDir, file).split(sep).slice(0, -1).join("/")}`,
      source: "html",
      html: readFileSync(file, "utf8"),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The pages the server renders per request, as it sends them. */
async function pagesFromServer(paths: string[]): Promise<Page[]> {
  if (paths.length === 0) return [];
  const server = await startServer();
  try {
    return await Promise.all(
      paths.map(async (path): Promise<Page> => ({
        route: path === MISSING_PAGE ? "404 page" : path,
        source: "server",
        html: await (await fetch(`${server.origin}${path}`)).text(),
      })),
    );
  } finally {
    await server.stop();
  }
}

/**
 * Page routes that have no prerendered HTML (newsletter results), from the server build's routes,
 * and the 404 page.
 */
async function routesNotPrerendered(): Promise<string[]> {
  const build: { routes: Record<string, BuildRoute | undefined> } = await import(
    pathToFileURL(join(buildDir, "server", "index.js")).href
  );
  const routes = build.routes;
  const prerendered = new Set(pagesFromHtml().map((page) => page.route));
  const paths = Object.values(routes)
    .filter((route) => route !== undefined)
    .filter((route) => route.id !== "root" && typeof route.module.default === "function" && !route.index)
    .map((route) => {
      const segments: string[] = [];
      for (let at: BuildRoute | undefined = route; at; at = routes[at.parentId ?? ""]) {
        if (at.path) segments.unshift(at.path);
      }
      return `/${segments.join("/")}`;
    })
    .filter((path) => !prerendered.has(path) && !/[:*]/.test(path));
  if (paths.length === 0 && Object.keys(routes).length === 0) throw new Error("The server build lists no routes");
  return [...paths, MISSING_PAGE];
}

function serverPath(route: string) {
  return route === "404 page" ? MISSING_PAGE : route;
}

function printRows(list: Row[]) {
  const header = [
    "route",
    "JS files",
    "JS raw kB",
    "JS gzip kB",
    "inline gzip kB",
    "total gzip kB",
    "JS br kB",
    "CSS gzip kB",
    "budget kB",
    "ok",
  ];
  const lines = list.map((row) => [
    row.source === "server" ? `${row.route} (rendered per request)` : row.route,
    String(row.files.length),
    kb(row.jsRaw),
    kb(row.jsGzip),
    kb(row.inlineGzip),
    kb(row.total),
    kb(row.jsBr),
    kb(row.cssGzip),
    `${kb(row.budget)}${row.react ? " (React)" : ""}`,
    row.problems.length === 0 ? "yes" : "NO",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  console.log(
    `JavaScript per page (gzip): at most ${kb(BUDGET.jsWithoutReact)} kB without React, ${kb(BUDGET.jsWithReact)} kB with a React island\n`,
  );
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
  );
  for (const line of lines) console.log(format(line));
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function sum(values: number[]) {
  return values.reduce((total, value) => total + value, 0);
}

function kb(bytes: number) {
  return (bytes / KB).toFixed(1);
}
