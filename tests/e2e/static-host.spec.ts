import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { clientDir, prerenderedPages, sitemapPaths } from "./support/site";

// The client build served by a static host or CDN (README, Deployment) must send what the Node
// server sends: the same page bytes, and the headers of the build's `_headers` file.

type Rule = { pattern: string; headers: Map<string, string> };

/** The build's `_headers` file (Netlify and Cloudflare Pages format), rule by rule. */
function headerRules(): Rule[] {
  const rules: Rule[] = [];
  for (const line of readFileSync(join(clientDir, "_headers"), "utf8").split("\n")) {
    if (line.startsWith("/")) rules.push({ pattern: line.trim(), headers: new Map() });
    else if (/^\s+\S/.test(line)) {
      const [, name = "", value = ""] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
      rules.at(-1)?.headers.set(name.toLowerCase(), value);
    }
  }
  return rules;
}

/** The headers a static host sends for a path: every matching rule's, as the hosts apply them. */
function hostHeaders(rules: Rule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules) {
    const splat = rule.pattern.endsWith("/*") ? rule.pattern.slice(0, -1) : undefined;
    if (rule.pattern !== path && !(splat !== undefined && path.startsWith(splat))) continue;
    for (const [name, value] of rule.headers) headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

/** Hashes of every inline script element in a page, worked out here rather than by the server's code. */
function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = "", body = ""]) => !/\bsrc=/.test(attributes) && body !== "")
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  return [...new Set(hashes)].sort();
}

const scriptSrc = (csp: string) =>
  (/(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? "")
    .split(" ")
    .filter((source) => source.startsWith("'sha256-"))
    .sort();

test("each page's CSP in the _headers file allows exactly the inline scripts of that page as served", async ({
  request,
}) => {
  const rules = headerRules();
  const pages = new Map(prerenderedPages().map((page) => [page.path, page.html]));
  // The sitemap is made from the content index: every page it lists must be a file a static host can serve.
  const paths = await sitemapPaths(request);
  expect(paths.filter((path) => !pages.has(path))).toEqual([]);
  for (const [path, html] of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    // As it is, but for the time the server signs into the page's forms as it sends it (decision 010).
    const sent = await response.text();
    expect(sent.replace(/(name="served_at") value="[0-9a-z]+\.[\w-]{43}"/g, "$1"), path).toBe(html);
    expect(sent.includes('name="served_at" value="'), path).toBe(html.includes('name="served_at"'));
    for (const url of path === "/" ? [path] : [path, `${path}/`]) {
      const headers = hostHeaders(rules, url);
      expect(headers.get("content-security-policy"), url).toEqual([response.headers()["content-security-policy"]]);
      expect(scriptSrc(headers.get("content-security-policy")?.[0] ?? ""), url).toEqual(inlineScriptHashes(html));
      expect(headers.get("cache-control"), url).toEqual(["no-cache"]);
    }
  }
});

test("every file of the build gets from the _headers file the security and cache headers the server sends", async ({
  request,
}) => {
  const rules = headerRules();
  const html = await (await request.get("/")).text();
  const files = [
    ...new Set([...html.matchAll(/(?:href|src)="(\/(?!\/)[^"?#]+\.[a-z0-9]+)"/g)].map((match) => match[1] ?? "")),
  ];
  expect(files.some((file) => file.startsWith("/assets/"))).toBe(true);
  expect(files.some((file) => !file.startsWith("/assets/"))).toBe(true);
  for (const path of ["/", ...files]) {
    const served = (await request.get(path)).headers();
    const headers = hostHeaders(rules, path);
    for (const [name, values] of headers) {
      expect(values, `${path}: ${name} set by one rule`).toHaveLength(1);
      // Over plain http the server leaves HSTS out; a static host always serves https.
      if (name !== "strict-transport-security") expect(values[0], `${path}: ${name}`).toBe(served[name]);
    }
    for (const name of ["x-content-type-options", "referrer-policy", "permissions-policy", "cache-control"]) {
      expect(headers.has(name), `${path}: ${name}`).toBe(true);
    }
  }
});

test("the server does not publish the static hosts' _headers file", async ({ request }) => {
  expect((await request.get("/_headers")).status()).toBe(404);
});
