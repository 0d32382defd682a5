import { expect, test } from "./support/test";
import { prerenderedPages } from "./support/site";

// Every page with a table of contents (the growth framework, articles, documents), as built. That
// exactly one link is current at every scroll position is checked on each in every-page.spec.ts.
const pagesWithContents = prerenderedPages()
  .filter(({ html }) => html.includes('data-contents=""'))
  .map(({ path }) => path);

test("there are pages with contents to check", () => {
  expect(pagesWithContents).toContain("/growth-framework");
  expect(pagesWithContents.some((path) => path.startsWith("/blog/"))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the contents are plain links to their sections, none marked", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of pagesWithContents.slice(0, 2)) {
      await page.goto(path);
      const contents = page.getByRole("navigation", { name: "On this page" });
      const links = contents.getByRole("link");
      expect(await links.count()).toBeGreaterThan(1);
      await expect(contents.locator("[aria-current]")).toHaveCount(0);
      const href = (await links.nth(1).getAttribute("href")) ?? "";
      await links.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
    }
  });
});
