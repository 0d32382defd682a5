import { config } from "./support/site";
import { notFound } from "../../content/data/page-copy";
import { expect, test } from "./support/test";

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByText(
      "Sorry, we couldn't find the page you're looking for. The page may have been moved, deleted, or you may have mistyped the URL.",
    ),
  ).toBeVisible();
  await expect(page).toHaveTitle(`404 - Page Not Found | ${config.siteName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /could not be found/);
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog");
  await expect
    .poll(() => errors)
    .toContainEqual("404 Error: User attempted to access non-existent route: /no/such/page");
});

test("an unknown path answers 404 to a plain request too (no soft 404)", async ({ request }) => {
  const response = await request.get("/definitely-missing", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page Not Found");
});

test("the not-found page's Back to Home link leads to the home page", async ({ page, request }) => {
  // The home page's heading as the server renders it.
  const homeHtml = await (await request.get("/")).text();
  const homeHeading =
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(homeHtml)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .trim() ?? "";
  expect(homeHeading).not.toBe("");
  await page.goto("/no-such-page-a");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeading);
});

test("the not-found page offers each way on its content file lists, in the site's hero, at every width", async ({
  page,
}) => {
  for (const width of [320, 375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("[data-hero]")).toHaveCount(1);
    const ways = page.getByRole("navigation", { name: notFound.pathsHeading });
    for (const path of notFound.paths) {
      await expect(ways.getByRole("link", { name: new RegExp(`^${path.label}`) })).toHaveAttribute("href", path.href);
    }
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
