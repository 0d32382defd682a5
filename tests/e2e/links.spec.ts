import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { prerenderedPages } from "./support/site";

type Reference = { from: string; href: string };

function internalReferences(path: string, html: string): Reference[] {
  const refs: Reference[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const raw = (match[1] ?? "").replaceAll("&amp;", "&");
    if (raw.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(raw)) continue;
    refs.push({ from: path, href: raw.startsWith("#") ? `${path}${raw}` : raw });
  }
  return refs;
}

async function fetchPage(
  request: APIRequestContext,
  cache: Map<string, Promise<{ status: number; body: string }>>,
  path: string,
) {
  let result = cache.get(path);
  if (!result) {
    result = request.get(path, { maxRedirects: 0 }).then(async (response) => ({
      status: response.status(),
      // Pages and SVG files (the icon sprite's symbols are referenced by fragment) are read for their ids.
      body: /text\/html|image\/svg\+xml/.test(response.headers()["content-type"] ?? "") ? await response.text() : "",
    }));
    cache.set(path, result);
  }
  return result;
}

test("no built page links to a missing page, file or in-page anchor", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = [...prerenderedPages()];
  const notFound = await request.get("/a-missing-page");
  pages.push({ path: "/a-missing-page", html: await notFound.text() });

  const cache = new Map<string, Promise<{ status: number; body: string }>>();
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const ref of internalReferences(page.path, page.html)) {
      if (ref.href.startsWith(`${page.path}#`)) {
        const id = decodeURIComponent(ref.href.slice(page.path.length + 1));
        checked += 1;
        if (!page.html.includes(`id="${id}"`)) broken.push(`${ref.from} -> ${ref.href} (no element #${id})`);
        continue;
      }
      const url = new URL(ref.href, "http://site.local");
      const target = await fetchPage(request, cache, url.pathname + url.search);
      checked += 1;
      if (target.status !== 200) {
        broken.push(`${ref.from} -> ${ref.href} (HTTP ${target.status})`);
        continue;
      }
      const id = decodeURIComponent(url.hash.slice(1));
      if (id && !target.body.includes(`id="${id}"`)) broken.push(`${ref.from} -> ${ref.href} (no element #${id})`);
    }
  }
  console.log(`Checked ${checked} internal links and files on ${pages.length} pages.`);
  expect(broken).toEqual([]);
});
