import { pathToFileURL } from "node:url";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { routeTable } from "../../server/route-table.ts";
import { buildDir, config, content, sitemapPaths } from "./support/site";
import { expect, test } from "./support/test";

// Links from ads, newsletters and social posts carry parameters no page reads (utm_*, gclid,
// fbclid, msclkid, ref, anything): they get the prerendered page itself, as fast as the bare
// address. Only a route that reads its query (its handle says readsQuery) renders per request.

const CAMPAIGN_QUERIES = [
  "?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
  "?gclid=Cj0KCQjw-example_click_id",
  "?fbclid=IwAR0-example",
  "?msclkid=0123456789abcdef",
  "?ref=producthunt",
  "?anything=else&and=more",
];

/**
 * A page as the build wrote it: the server signs the second it sends a page into its forms
 * (decision 010), so two requests a second apart differ there and only there.
 */
function unsigned(page: Buffer): string {
  return page.toString("utf8").replace(/name="served_at" value="[^"]*"/g, 'name="served_at" value=""');
}

async function routes() {
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  return routeTable(build);
}

test("every page whose route does not read its query is the prerendered page for any campaign query", async ({
  request,
}) => {
  const table = await routes();
  const paths = await sitemapPaths(request);
  const reading = paths.filter((path) => table.lookup(path).readsQuery);
  // Both kinds are there: the ROI calculator reads its query, the rest do not.
  expect(reading.length).toBeGreaterThan(0);
  expect(reading.length).toBeLessThan(paths.length);
  const article = `/blog/${content.posts[0]?.slug}`;
  for (const [index, path] of paths.filter((candidate) => !reading.includes(candidate)).entries()) {
    const bare = await request.get(path);
    const body = unsigned(await bare.body());
    expect(bare.headers()["no-vary-search"], path).toBe("params");
    // Every kind of campaign query on the home page and an article, one on each other page.
    const queries =
      path === "/" || path === article ? CAMPAIGN_QUERIES : [CAMPAIGN_QUERIES[index % CAMPAIGN_QUERIES.length] ?? ""];
    for (const query of queries) {
      const response = await request.get(`${path}${query}`);
      expect(response.status(), `${path}${query}`).toBe(200);
      expect(unsigned(await response.body()) === body, `${path}${query}`).toBe(true);
    }
    // The canonical link is the bare address.
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    expect(canonical, path).toBe(`${config.siteUrl}${path === "/" ? "/" : path}`);
  }
});

test("a page that reads its query is rendered with it, its canonical link without it", async ({ request }) => {
  const table = await routes();
  const reading = (await sitemapPaths(request)).filter((path) => table.lookup(path).readsQuery);
  for (const path of reading) {
    const bare = await request.get(path);
    const queried = await request.get(`${path}?bdrs=3&goal=2000000&utm_source=newsletter`);
    expect(queried.status(), path).toBe(200);
    expect(queried.headers()["no-vary-search"], path).toBeUndefined();
    expect(queried.headers()["etag"], path).not.toBe(bare.headers()["etag"]);
    const html = await queried.text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(`${config.siteUrl}${path}`);
  }
});

test("a campaign link opens the page without errors (hydration included), with its query kept in the address", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const article = content.posts[0]?.slug;
  for (const path of ["/?utm_source=newsletter&utm_medium=email", ...(article ? [`/blog/${article}?gclid=x1`] : [])]) {
    await page.goto(path);
    expect(new URL(page.url()).search).toBe(`?${path.split("?")[1]}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
