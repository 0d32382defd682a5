import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { prerenderedPages } from "./support/site";

const paths = [...prerenderedPages().map((page) => page.path), "/a-missing-page"];

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("the open menus have no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Contact options" }).click();
  expect(await axeViolations(page)).toEqual([]);
});
