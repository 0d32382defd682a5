import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { listFiles, pruneClientFiles, referencedFiles } from "./client-files.ts";

/** A client build in a temporary folder: path to content. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "client-files-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const site = {
  "index.html": `<link rel="stylesheet" href="/assets/style-1.css"><script type="module" src="/assets/enhance-1.js"></script>
    <meta property="og:image" content="https://www.example.com/social/home.jpg"><a href="/pdf/one-pager.pdf" download>PDF</a>
    <div data-island-module="/assets/carousel-1.js"></div>`,
  "blog/index.html": `<img src="/covers/a.svg" alt="">`,
  "assets/style-1.css": "@font-face{src:url(/assets/inter-1.woff2)}",
  "assets/enhance-1.js": `import("./assistant-1.js");fetch("/assistant-index.json")`,
  "assets/assistant-1.js": "export{}",
  "assets/carousel-1.js": `import{a}from"./client-1.js"`,
  "assets/client-1.js": "export const a=1",
  "assets/inter-1.woff2": "font",
  "assistant-index.json": "{}",
  "social/home.jpg": "jpg",
  "covers/a.svg": "<svg/>",
  "pdf/one-pager.pdf": "%PDF",
  "robots.txt": "Sitemap: https://www.example.com/sitemap.xml",
  "sitemap.xml": "<loc>https://www.example.com/</loc>",
  // What no page loads: React Router's client and data, the server build's copy of the stylesheet.
  "blog.data": "[]",
  "assets/root-1.js": "export{}",
  "assets/manifest-1.js": "window.__reactRouterManifest={}",
  "assets/style-2.css": "body{}",
  "assets/root-1.js.br": "compressed",
  ".vite/manifest.json": "{}",
};

test("each file a page loads is found with the file that names it, through stylesheets and scripts", () => {
  const referenced = referencedFiles(build(site));
  expect(Object.fromEntries(referenced)).toEqual({
    "index.html": "page",
    "blog/index.html": "page",
    "robots.txt": "address",
    "sitemap.xml": "address",
    "assets/style-1.css": "index.html",
    "assets/enhance-1.js": "index.html",
    "social/home.jpg": "index.html",
    "pdf/one-pager.pdf": "index.html",
    "assets/carousel-1.js": "index.html",
    "covers/a.svg": "blog/index.html",
    "assets/inter-1.woff2": "assets/style-1.css",
    "assets/assistant-1.js": "assets/enhance-1.js",
    "assistant-index.json": "assets/enhance-1.js",
    "assets/client-1.js": "assets/carousel-1.js",
  });
});

test("pruning removes what nothing loads, its compressed copies and the folders left empty", () => {
  const dir = build(site);
  expect(pruneClientFiles(dir).files).toBe(6);
  expect(listFiles(dir)).toEqual([...referencedFiles(dir).keys()].sort());
  expect(existsSync(join(dir, ".vite"))).toBe(false);
  expect(existsSync(join(dir, "blog.data"))).toBe(false);
});
