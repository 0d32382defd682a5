import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { finishPage } from "./pages.ts";
import { HEADER_RULE_LIMIT, HEADERS_FILE, prepareStaticHost } from "./static-host.ts";
import { IMMUTABLE } from "./static-files.ts";

// A page as the build writes it (a copy of build/client/contact/index.html; any page will do).
const rendered = readFileSync(new URL("./fixtures/prerendered-page.html", import.meta.url), "utf8");

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A small client build: two pages, an asset, a social image and a feed. */
function clientBuild(pages = ["", "blog/first"]) {
  const dir = mkdtempSync(join(tmpdir(), "mamut-static-host-"));
  made.push(dir);
  for (const page of pages) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(join(dir, page, "index.html"), rendered);
  }
  for (const file of ["assets/entry-A.js", "social/home.jpg", "blog/rss.xml"]) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "x");
  }
  return dir;
}

test("each page is written as the server would send it, and its rule carries that page's CSP", () => {
  const dir = clientBuild();
  const rules = prepareStaticHost(dir, { mapsEnabled: false, warn: () => {} });
  const { html, csp } = finishPage(rendered, { mapsEnabled: false, page: "/blog/first" });
  expect(readFileSync(join(dir, "blog/first/index.html"), "utf8")).toBe(html);
  for (const pattern of ["/", "/blog/first", "/blog/first/"]) {
    const rule = rules.find((candidate) => candidate.pattern === pattern);
    expect(rule?.headers, pattern).toEqual({
      "Content-Security-Policy": csp,
      "Cache-Control": "no-cache",
      "No-Vary-Search": "params",
    });
  }
  const file = readFileSync(join(dir, HEADERS_FILE), "utf8");
  expect(file).toContain(
    `/blog/first\n  Content-Security-Policy: ${csp}\n  Cache-Control: no-cache\n  No-Vary-Search: params\n`,
  );
});

test("a page that reads its query is the only one without No-Vary-Search, and the file says to leave queries out of cache keys", () => {
  const dir = clientBuild(["", "calculator"]);
  const rules = prepareStaticHost(dir, {
    mapsEnabled: false,
    readsQuery: (path) => path === "/calculator",
    warn: () => {},
  });
  const varies = Object.fromEntries(rules.map((rule) => [rule.pattern, rule.headers["No-Vary-Search"]]));
  expect(varies["/"]).toBe("params");
  expect(varies["/calculator"]).toBeUndefined();
  expect(varies["/calculator/"]).toBeUndefined();
  expect(readFileSync(join(dir, HEADERS_FILE), "utf8")).toMatch(/leave the query out of\n# the cache key/);
});

test("assets are immutable, other files and folders get the server's cache rule", () => {
  const rules = prepareStaticHost(clientBuild(), { mapsEnabled: false, warn: () => {} });
  const cache = Object.fromEntries(rules.map((rule) => [rule.pattern, rule.headers["Cache-Control"]]));
  expect(cache["/assets/*"]).toBe(IMMUTABLE);
  expect(cache["/social/*"]).toBe("public, max-age=3600");
  expect(cache["/blog/rss.xml"]).toBe("public, max-age=3600");
  // The catch-all sets no cache rule, so no file gets two.
  expect(cache["/*"]).toBeUndefined();
});

test("past Cloudflare Pages' rule limit the build warns", () => {
  const pages = Array.from({ length: HEADER_RULE_LIMIT / 2 }, (_, i) => `page-${i}`);
  const warnings: string[] = [];
  prepareStaticHost(clientBuild(pages), { mapsEnabled: false, warn: (line) => warnings.push(line) });
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/Cloudflare Pages applies only the first 100/);
});
