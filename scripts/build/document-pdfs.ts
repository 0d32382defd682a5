import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, normalize, sep } from "node:path";
import type { Browser, Page, Route } from "@playwright/test";
import { pdfHref } from "../../app/lib/document-pdf.ts";
import { browserArgs, findHeadlessBrowser } from "../browser-path.ts";

/** Pages printed at a time in the one browser: past two the machine's cores, not the browser, set the pace. */
const CONCURRENCY = 4;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

/**
 * Answers a request from the client build, as the server would: a page's index.html or a file.
 * The pages are printed from the site's own origin (SITE_URL's), answered here and never asked of
 * the network, so the links on paper open the site: printed from a made-up origin, every relative
 * link in a PDF pointed at it.
 */
function serveFrom(clientDir: string, siteOrigin: string) {
  return async (route: Route) => {
    const { origin, pathname } = new URL(route.request().url());
    if (origin !== siteOrigin) return route.abort();
    const file = normalize(join(clientDir, decodeURIComponent(pathname)));
    if (!file.startsWith(normalize(clientDir) + sep) && file !== normalize(clientDir)) return route.abort();
    const target = existsSync(file) && statSync(file).isDirectory() ? join(file, "index.html") : file;
    if (!existsSync(target)) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({
      status: 200,
      body: readFileSync(target),
      contentType: TYPES[extname(target)] ?? "application/octet-stream",
    });
  };
}

/** Prints one page to its PDF with the site's print stylesheet, as a visitor's "Save as PDF" would. */
async function printPage(page: Page, clientDir: string, siteOrigin: string, path: string): Promise<number> {
  const response = await page.goto(`${siteOrigin}${path}`, { waitUntil: "load" });
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  // Lazy images below the fold load for paper too.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });
  const out = join(clientDir, pdfHref(path));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, pdf);
  return pdf.length;
}

/** A page of its own for each worker, reused from document to document (a fresh one per document took 40% longer). */
async function printerPage(browser: Browser, clientDir: string, siteOrigin: string): Promise<Page> {
  // Scripts off: the prerendered page is the whole document, and a PDF must not depend on timing.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route("**/*", serveFrom(clientDir, siteOrigin));
  const page = await context.newPage();
  await page.emulateMedia({ media: "print" });
  return page;
}

/** A document that failed twice: its page is published, its link says the PDF is missing. */
export type MissingPdf = { path: string; reason: string };

/**
 * Prints one document, and once more when that fails (a print that timed out on a busy machine
 * usually passes the second time).
 */
async function printWithRetry(print: () => Promise<number>): Promise<number> {
  try {
    return await print();
  } catch {
    return await print();
  }
}

/**
 * Writes a PDF of every printable document (app/lib/site-pages.ts marks them) into the client
 * build, printed by one headless Chromium or Chrome, several pages at a time. Without a browser
 * it writes none, says so in one line, and the documents' buttons print instead (vite.config.ts
 * tells the pages). A document that fails to print twice does not hold back its page or the
 * build: its links say the PDF is missing until the next build (markMissingPdfs), and the summary
 * names it.
 */
export async function writeDocumentPdfs(
  clientDir: string,
  paths: readonly string[],
  siteUrl: string,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<{ summary: string; missing: MissingPdf[] }> {
  const siteOrigin = new URL(siteUrl).origin;
  const executablePath = findHeadlessBrowser();
  rmSync(join(clientDir, "pdf"), { recursive: true, force: true });
  if (!executablePath) {
    const summary = `document PDFs: none written, no Chromium or Chrome found (set CHROME_PATH); "Download PDF" prints the page instead`;
    return { summary, missing: [] };
  }
  const started = performance.now();
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath, args: browserArgs });
  let bytes = 0;
  const missing: MissingPdf[] = [];
  try {
    const queue = [...paths];
    const worker = async () => {
      const page = await printerPage(browser, clientDir, siteOrigin);
      page.setDefaultTimeout(timeoutMs);
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          // Awaited before the sum: `bytes += await` would read bytes before another worker adds to it.
          const size = await printWithRetry(() => printPage(page, clientDir, siteOrigin, path));
          bytes += size;
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
          missing.push({ path, reason });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker));
  } finally {
    await browser.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const written = paths.length - missing.length;
  const lines = [`document PDFs: ${written} written (${Math.round(bytes / 1000)} kB) in ${seconds} s`];
  for (const { path, reason } of missing) {
    lines.push(
      `warning: the PDF of ${path} failed twice (${reason}); the page is published and its link says the PDF is missing until the next build`,
    );
  }
  return { summary: lines.join("\n"), missing };
}

/** The text a document's download link shows while its PDF is missing. */
export const MISSING_PDF_TEXT = "PDF missing until the next build";

/**
 * Turns the "Download PDF" links to PDFs the build could not print into placeholders that say so
 * (an `<a>` without `href`: no longer a link, a 404 never offered) in every prerendered page.
 * @returns the pages changed
 */
export function markMissingPdfs(clientDir: string, missing: readonly MissingPdf[]): number {
  if (missing.length === 0) return 0;
  const hrefs = new Set(missing.map(({ path }) => pdfHref(path)));
  let changed = 0;
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(join(clientDir, file), "utf8");
    const marked = html.replace(/<a ([^>]*?)href="([^"]+\.pdf)"([^>]*)>([\s\S]*?)<\/a>/g, (link, _before, href: string) => {
      if (!hrefs.has(href)) return link;
      const className = /class="([^"]*)"/.exec(link)?.[1] ?? "";
      return `<a class="${className}" data-pdf-missing="">${MISSING_PDF_TEXT}</a>`;
    });
    if (marked === html) continue;
    writeFileSync(join(clientDir, file), marked);
    changed += 1;
  }
  return changed;
}
