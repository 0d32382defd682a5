import { createHash } from "node:crypto";
import { expect, test } from "./support/test";
import { jsonLdProblems, requiredProperties, samples } from "./support/json-ld";
import { config, prerenderedPages, sitemapPaths } from "./support/site";

const MISSING_PATH = "/quality-missing-page";
const TITLE_SUFFIX = ` | ${config.siteName}`;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

function scriptBlocks(html: string): Array<{ attributes: string; body: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    attributes: match[1] ?? "",
    body: match[2] ?? "",
  }));
}

test("every sitemap page has one h1, a short unique title and a unique 70-160 character description", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  // every-page.spec.ts visits the prerendered pages: the sitemap lists exactly those.
  expect([...paths].sort()).toEqual(
    prerenderedPages()
      .map((page) => page.path)
      .sort(),
  );
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const headings = withoutScripts(html).match(/<h1[\s>]/gi)?.length ?? 0;
    if (headings !== 1) problems.push(`${path}: ${headings} h1 elements`);

    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    if (!title.endsWith(TITLE_SUFFIX)) {
      problems.push(`${path}: title "${title}" does not end with "${TITLE_SUFFIX}"`);
    } else if (title.length - TITLE_SUFFIX.length > 60) {
      problems.push(`${path}: title "${title}" is ${title.length - TITLE_SUFFIX.length} characters before the suffix`);
    }
    const sameTitle = titles.get(title);
    if (sameTitle) problems.push(`${path}: same title as ${sameTitle}`);
    titles.set(title, path);

    const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    if (description.length < 70 || description.length > 160) {
      problems.push(`${path}: description is ${description.length} characters (70-160)`);
    }
    const sameDescription = descriptions.get(description);
    if (sameDescription) problems.push(`${path}: same description as ${sameDescription}`);
    descriptions.set(description, path);
  }
  expect(problems).toEqual([]);
});

test("the JSON-LD check accepts a valid block of every type and names what a block lacks", () => {
  for (const sample of Object.values(samples)) expect(jsonLdProblems(sample), sample["@type"]).toEqual([]);
  const { headline: _headline, ...withoutHeadline } = samples.BlogPosting;
  expect(jsonLdProblems(withoutHeadline)).toEqual(['BlogPosting lacks "headline"']);
  expect(jsonLdProblems({ ...samples.WebSite, "@context": undefined })[0]).toContain("@context");
  expect(jsonLdProblems({ "@context": "https://schema.org", "@type": "Recipe" })[0]).toContain("Recipe");
  expect(Object.keys(samples).sort()).toEqual(Object.keys(requiredProperties).sort());
});

test("every JSON-LD block parses and carries @context, @type and its type's required properties", async ({
  request,
}) => {
  const problems: string[] = [];
  let blocks = 0;
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text();
    for (const { attributes, body } of scriptBlocks(html)) {
      if (!attributes.includes("application/ld+json")) continue;
      blocks++;
      let data: unknown;
      try {
        data = JSON.parse(body);
      } catch (error) {
        problems.push(`${path}: a JSON-LD block does not parse (${String(error)})`);
        continue;
      }
      problems.push(...jsonLdProblems(data).map((problem) => `${path}: ${problem}`));
    }
  }
  expect(blocks).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("every sitemap page and the 404 page send the security headers and a CSP that hashes its inline scripts", async ({
  request,
}) => {
  // The server under test has no maps key (playwright.config.ts): Google's origins are not allowed
  // either (talent-map.spec.ts checks them on a server with a key).
  const allowedOrigins = new Set(["https://www.youtube-nocookie.com"]);
  const problems: string[] = [];
  for (const path of [...(await sitemapPaths(request)), MISSING_PATH]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(path === MISSING_PATH ? 404 : 200);
    const headers = response.headers();
    const fail = (problem: string) => problems.push(`${path}: ${problem}`);
    if (headers["x-content-type-options"] !== "nosniff") fail("X-Content-Type-Options is not nosniff");
    if (headers["referrer-policy"] !== "strict-origin-when-cross-origin") fail("Referrer-Policy is missing or lax");
    for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
      if (!(headers["permissions-policy"] ?? "").includes(feature)) fail(`Permissions-Policy lacks ${feature}`);
    }
    if (headers["strict-transport-security"] !== undefined) fail("HSTS is sent over plain http");

    const csp = headers["content-security-policy"] ?? "";
    const directives = new Map(
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name = "", ...values]) => [name, values]),
    );
    if (directives.get("frame-ancestors")?.join(" ") !== "'none'") fail("CSP frame-ancestors is not 'none'");
    const scriptSrc = directives.get("script-src") ?? directives.get("default-src") ?? [];
    if (scriptSrc.length === 0) fail("CSP has no script-src or default-src");
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"]) {
      if (scriptSrc.includes(unsafe)) fail(`CSP script-src allows ${unsafe}`);
    }
    for (const origin of [...directives.values()].flat().filter((value) => /^https?:/.test(value))) {
      if (!allowedOrigins.has(origin)) fail(`CSP allows the third-party origin ${origin}`);
    }
    for (const { attributes, body } of scriptBlocks(await response.text())) {
      const executable = !/\btype=/.test(attributes) || /\btype="(module|text\/javascript)"/.test(attributes);
      if (!executable || /\bsrc=/.test(attributes) || body === "") continue;
      const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
      if (!scriptSrc.includes(hash)) fail(`CSP script-src lacks the hash of the inline script "${body.slice(0, 40)}…"`);
    }
  }
  expect(problems).toEqual([]);
});
