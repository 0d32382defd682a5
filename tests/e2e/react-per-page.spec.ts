import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadsReactDom, pageScripts, REACT_DOM_MARK, withStaticImports } from "../../scripts/audit/page-scripts.ts";
import { clientDir, prerenderedPages } from "./support/site";
import { expect, test } from "./support/test";

// React only where a page has a React island (decision 011): every other page runs the
// enhancement module alone, with no React DOM, no router and no module preloads. The list of
// which page is which comes from the build, never from a list of slugs: a new page that renders
// an island loads React, any other page does not.

const MISSING_PATH = "/a-missing-page";

test("per page, React loads exactly where the page renders an island, and no page preloads modules", async ({
  request,
}) => {
  const pages = [
    ...prerenderedPages(),
    { path: `${MISSING_PATH} (404)`, html: await (await request.get(MISSING_PATH)).text() },
  ];
  const list = pages.map(({ path, html }) => {
    const { islands, preloads, modules, islandModules } = pageScripts(html);
    return { path, islands, preloads, modules, islandModules, react: loadsReactDom(clientDir, html) };
  });
  test.info().annotations.push({
    type: "React per page",
    description: list
      .map((page) => `${page.path}: ${page.react ? `React (${page.islands.join(", ")})` : "none"}`)
      .join("\n"),
  });
  for (const page of list) {
    expect(page.react, `${page.path} loads React DOM`).toBe(page.islands.length > 0);
    expect(page.preloads, `${page.path} preloads modules`).toEqual([]);
    // The enhancement module only, one file that imports nothing before it runs (one round trip);
    // it loads one module per kind of island after the first paint.
    expect(page.modules, `${page.path}'s module scripts`).toHaveLength(1);
    expect(withStaticImports(clientDir, page.modules), `${page.path}: the enhancement module's static imports`).toEqual(
      page.modules,
    );
    expect(page.islandModules, `${page.path}'s island modules`).toHaveLength(new Set(page.islands).size);
  }
  // The build has both kinds: the podcast and the calculator are islands (a check that the list above means something).
  expect(list.some((page) => page.react)).toBe(true);
  expect(list.some((page) => !page.react)).toBe(true);
});

test("a page without an island fetches no React DOM in the browser, even when every control is used", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  const article = prerenderedPages().find(
    ({ path, html }) => path.startsWith("/blog/") && !html.includes("data-island"),
  );
  if (!article) throw new Error("no article without an island");
  await page.goto(article.path);
  await page.getByRole("button", { name: "Contact options" }).click();
  await page.locator("#contact-menu").getByRole("button", { name: "Ask the assistant" }).click();
  await page.getByRole("textbox", { name: "Your question" }).fill("How much does it cost?");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText(/\$\d/);
  const react = scripts.filter((path) => readFileSync(join(clientDir, path), "utf8").includes(REACT_DOM_MARK));
  expect(react).toEqual([]);
});

test("each kind of island loads its React after the page's first paint, never competing with it", async ({ page }) => {
  // One page per kind of island, from the build.
  const byIsland = new Map<string, string>();
  for (const { path, html } of prerenderedPages()) {
    for (const module of pageScripts(html).islandModules) if (!byIsland.has(module)) byIsland.set(module, path);
  }
  expect(byIsland.size, "islands in the build").toBeGreaterThan(0);
  for (const [module, path] of byIsland) {
    await page.goto(path); // the fixture waits until the island has hydrated
    const timings = await page.evaluate((url) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const island = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === url);
      return { paint: paint?.startTime, island: island?.startTime };
    }, module);
    expect(timings.paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(timings.island, `${path}: ${module} requested`).toBeDefined();
    expect(timings.island, `${path}: ${module} requested after the first paint`).toBeGreaterThanOrEqual(
      timings.paint ?? Infinity,
    );
  }
});

test("an island that waits to be near loads no React until the visitor scrolls, and hydrates once they do", async ({
  context,
}) => {
  // Lighthouse's phone: the island is far below its first screen (decision 011, amended).
  const viewport = { width: 412, height: 823 };
  const byIsland = new Map<string, string>();
  for (const { path, html } of prerenderedPages()) {
    for (const [, module] of html.matchAll(/data-island-module="([^"]+)" data-island-when="near"/g)) {
      if (module && !byIsland.has(module)) byIsland.set(module, path);
    }
  }
  expect(byIsland.size, "islands that wait to be near in the build").toBeGreaterThan(0);
  // The fixture's page would scroll to the island to wait for it (support/test.ts): a page of its own.
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  for (const [module, path] of byIsland) {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path);
    const island = page.locator(`[data-island-module="${module}"] > *`).first();
    const top = await island.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, `${path}: the island's top, beyond the loading margin at load`).toBeGreaterThan(viewport.height * 1.5);
    // The enhancement module has run and the page has painted a few frames since its load.
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const frame = () => (++frames === 5 ? resolve() : requestAnimationFrame(frame));
          requestAnimationFrame(frame);
        }),
    );
    expect(requested, `${path}: ${module} before the visitor scrolls`).not.toContain(module);
    await island.scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-island-module="${module}"]`).first()).toHaveAttribute("data-hydrated", "true");
    expect(requested, `${path}: ${module} once near`).toContain(module);
  }
});
