import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadsReactDom, pageScripts, REACT_DOM_MARK } from "../../scripts/audit/page-scripts.mjs";
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
    const { islands, preloads, modules } = pageScripts(html);
    return { path, islands, preloads, modules, react: loadsReactDom(clientDir, html) };
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
    // The enhancement module, then one module per island.
    expect(page.modules, `${page.path}'s module scripts`).toHaveLength(1 + new Set(page.islands).size);
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
