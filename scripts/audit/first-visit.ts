// A first visit, as `npm run budgets` measures it (issue 37): what a browser with an empty cache
// downloads for a page, as the production server sends it (brotli): the HTML, its stylesheets, its
// scripts with their static imports, and the font files its text needs. Images are left out (they
// load lazily and have their own budget). A page's React island loads after the first paint; its
// modules are counted apart, and the page's own budget is JavaScript with an island (budgets.ts).
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pageScripts, withStaticImports } from "./page-scripts.ts";
import { fontFaces, rangeCovers } from "../build/site-font.ts";
import { htmlTextRuns } from "../build/site-text.ts";

export const FIRST_VISIT_BUDGET = 50_000;

export type FirstVisit = {
  route: string;
  html: number;
  css: number;
  fonts: number;
  scripts: number;
  /** Everything but the islands' modules: what the budget holds. */
  total: number;
  /** The islands' modules and what they import that the page has not loaded yet. */
  islands: number;
  fontFiles: string[];
};

type Sent = { status: number; bytes: number; body: Buffer };

/** One response as sent: its body's length on the wire and the body decoded. */
export function fetchSent(url: string): Promise<Sent> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", fail);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        done({ status: res.statusCode ?? 0, bytes: raw.length, body });
      });
    });
    req.on("error", fail);
    req.end();
  });
}

/**
 * The font files a page's text makes a browser load: for each character, the @font-face of the
 * stylesheet declared last whose unicode-range covers it (CSS Fonts: the last one is asked first),
 * and the fonts the page preloads.
 */
export function fontsForText(css: string, html: string): string[] {
  const faces = fontFaces(css).reverse();
  const files = new Set(
    [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)]
      .filter(([link]) => /\bas="font"/.test(link))
      .map(([link]) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? ""),
  );
  const characters = new Set(htmlTextRuns(html).flatMap((run) => [...run]));
  for (const char of characters) {
    const codepoint = char.codePointAt(0) ?? 0;
    const face = faces.find((candidate) => rangeCovers(candidate.unicodeRange, codepoint));
    if (face) files.add(face.url);
  }
  return [...files].filter((file) => file !== "").sort();
}

/** Measures a page's first visit on a running server. */
export async function measureFirstVisit(origin: string, route: string, clientDir: string): Promise<FirstVisit> {
  const cache = new Map<string, Promise<Sent>>();
  const get = (path: string) => {
    let sent = cache.get(path);
    if (!sent) cache.set(path, (sent = fetchSent(`${origin}${path}`)));
    return sent;
  };
  // A file the page names must be there (the page itself may be the 404 page).
  const getFile = async (path: string) => {
    const sent = await get(path);
    if (sent.status !== 200) throw new Error(`${route} loads ${path}, which answers ${sent.status}`);
    return sent;
  };
  const sum = async (paths: string[]) =>
    (await Promise.all(paths.map(async (path) => (await getFile(path)).bytes))).reduce((a, b) => a + b, 0);

  const page = await get(route);
  const html = page.body.toString("utf8");
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  const css = (await Promise.all(stylesheets.map(async (path) => (await getFile(path)).body.toString("utf8")))).join(
    "\n",
  );
  const fontFiles = fontsForText(css, html);
  const { modules, preloads, islandModules } = pageScripts(html);
  const scripts = withStaticImports(clientDir, [...modules, ...preloads]);
  const islands = withStaticImports(clientDir, islandModules).filter((file) => !scripts.includes(file));
  const visit = {
    route,
    html: page.bytes,
    css: await sum(stylesheets),
    fonts: await sum(fontFiles),
    scripts: await sum(scripts),
    islands: await sum(islands),
    fontFiles,
  };
  return { ...visit, total: visit.html + visit.css + visit.fonts + visit.scripts };
}

/** The table `npm run budgets` prints, and the pages over budget. */
export function reportFirstVisits(visits: FirstVisit[]): string[] {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  console.log(
    `\nFirst visit per page, as sent (brotli), empty cache: HTML + CSS + fonts + scripts at most ${kb(FIRST_VISIT_BUDGET)} kB` +
      " (an island's modules load after the first paint: counted apart, under the JavaScript budget)\n",
  );
  const header = ["route", "HTML kB", "CSS kB", "fonts kB", "JS kB", "total kB", "islands kB", "ok"];
  const lines = visits.map((visit) => [
    visit.route,
    kb(visit.html),
    kb(visit.css),
    `${kb(visit.fonts)} (${visit.fontFiles.length})`,
    kb(visit.scripts),
    kb(visit.total),
    visit.islands > 0 ? `+${kb(visit.islands)}` : "",
    visit.total <= FIRST_VISIT_BUDGET ? "yes" : "NO",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const row = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  console.log(row(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
  );
  for (const line of lines) console.log(row(line));
  const largest = visits.reduce((a, b) => (b.total > a.total ? b : a));
  console.log(`Largest first visit: ${largest.route} ${kb(largest.total)} kB (${largest.fontFiles.join(", ")}).`);
  return visits
    .filter((visit) => visit.total > FIRST_VISIT_BUDGET)
    .map((visit) => `${visit.route}: first visit ${kb(visit.total)} kB > ${kb(FIRST_VISIT_BUDGET)} kB`);
}
