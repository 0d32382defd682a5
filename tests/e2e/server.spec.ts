import type { ChildProcess } from "node:child_process";
import { freshDatabasePath, testPort } from "./support/leads";
import { serveBuild, stopServer } from "./support/serve-build";
import { sitemapPaths } from "./support/site";
import { expect, test } from "./support/test";

test("every sitemap URL answers 200 directly, with a unique title", async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const titles = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
    expect(title, `${path} has a title`).toBeTruthy();
    expect(titles.get(title ?? ""), `${path} repeats a title`).toBeUndefined();
    titles.set(title ?? "", path);
  }
});

test("every sitemap URL carries its lastmod, a day not after the build's", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(urls.length).toBe((await sitemapPaths(request)).length);
  const today = new Date().toISOString().slice(0, 10);
  for (const url of urls) {
    const lastmod = /<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(url)?.[1];
    expect(lastmod, url).toBeDefined();
    expect(lastmod! <= today, url).toBe(true);
  }
});

test("a trailing slash answers one permanent redirect to the canonical URL", async ({ request }) => {
  const response = await request.get("/blog/?ref=x", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/blog?ref=x");
});

test("a page's path typed in other letter case answers one permanent redirect to the page", async ({ request }) => {
  const paths = (await sitemapPaths(request)).filter((path) => path !== "/");
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    for (const typed of [path.toUpperCase(), `${path[0]}${path.charAt(1).toUpperCase()}${path.slice(2)}/`]) {
      const response = await request.get(`${typed}?ref=x`, { maxRedirects: 0 });
      expect(response.status(), typed).toBe(301);
      expect(response.headers()["location"], typed).toBe(`${path}?ref=x`);
    }
  }
  // Only pages: another path in other case is not found, never redirected to a guess.
  expect((await request.get("/NO-SUCH-PAGE", { maxRedirects: 0 })).status()).toBe(404);
});

test("pages carry the security headers and a no-cache policy", async ({ request }) => {
  for (const path of ["/", "/missing-page"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("no-cache");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers["strict-transport-security"]).toBeUndefined();
  }
});

test("a server that trusts no proxy sends no HSTS for a forged X-Forwarded-Proto", async ({ request }) => {
  const headers = (await request.get("/", { headers: { "X-Forwarded-Proto": "https" } })).headers();
  expect(headers["strict-transport-security"]).toBeUndefined();
});

test.describe("behind a trusted proxy (TRUST_PROXY=loopback)", () => {
  // One server for both tests, started by the one worker that runs them.
  test.describe.configure({ mode: "serial" });
  const origin = `http://127.0.0.1:${testPort(65)}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    server = await serveBuild({
      port: testPort(65),
      env: { TRUST_PROXY: "loopback", DATABASE_PATH: freshDatabasePath() },
    });
  });

  test.afterAll(async () => {
    await stopServer(server);
  });

  test("HSTS is sent when the request came over https through the proxy", async ({ request }) => {
    const headers = (await request.get(`${origin}/`, { headers: { "X-Forwarded-Proto": "https" } })).headers();
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("no HSTS when the proxy says the request came over http", async ({ request }) => {
    const headers = (await request.get(`${origin}/`, { headers: { "X-Forwarded-Proto": "http" } })).headers();
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
});

test("hashed assets are cached for a year and compressed with brotli or gzip", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const br = await request.get(asset ?? "", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("the sitemap and robots.txt use absolute URLs from the site address", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  expect(await sitemap.text()).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/);
});

test("a page's scripts run under the CSP: the enhancement module, the speculation rules and a React island", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/healthtech-heroes"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  }
  await expect(page.locator("[data-island]").first()).toHaveAttribute("data-hydrated", "true");
  expect(violations).toEqual([]);
});
