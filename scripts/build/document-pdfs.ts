import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/**
 * Writes a PDF of every printable document (app/lib/site-pages.ts marks them) into the client
 * build, printed by one headless Chromium or Chrome, several pages at a time. Without a browser
 * it writes none, says so in one line, and the documents' buttons print instead (vite.config.ts
 * tells the pages). A page that fails to print fails the build.
 */
export async function writeDocumentPdfs(clientDir: string, paths: readonly string[], siteUrl: string): Promise<string> {
  const siteOrigin = new URL(siteUrl).origin;
  const executablePath = findHeadlessBrowser();
  rmSync(join(clientDir, "pdf"), { recursive: true, force: true });
  if (!executablePath) {
    return `document PDFs: none written, no Chromium or Chrome found (set CHROME_PATH); "Download PDF" prints the page instead`;
  }
  const started = performance.now();
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath, args: browserArgs });
  let bytes = 0;
  try {
    const queue = [...paths];
    const worker = async () => {
      const page = await printerPage(browser, clientDir, siteOrigin);
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const size = await printPage(page, clientDir, siteOrigin, path);
        bytes += size;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker));
  } finally {
    await browser.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `document PDFs: ${paths.length} written (${Math.round(bytes / 1000)} kB) in ${seconds} s`;
}
