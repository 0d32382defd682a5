import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { config, labelPattern, offers } from "./support/site";

test("the header offers the home link, both brands, the section links and the booking button", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: `${config.siteName} home` })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Healthtech Heroes podcast" })).toHaveAttribute(
    "href",
    "/#healthtech-heroes",
  );
  await expect(header.getByRole("link", { name: "Growth Partnership" }).first()).toHaveAttribute("href", "/#services");
  const nav = header.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["About", "/#about"],
    ["FAQ", "/#faq"],
    ["Contact", "/#contact"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const booking = nav.getByRole("link", { name: labelPattern(offers.healthtech.callLabel) });
  await expect(booking).toHaveAttribute("href", bookingUrl(offers.healthtech, config));
  await expect(booking).toHaveAttribute("target", "_blank");
  await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
});

test("a header section link scrolls smoothly to the section on the home page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.locator("#faq")).toBeInViewport();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
});

test("the second brand logo scrolls to the podcast section", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Healthtech Heroes podcast" }).click();
  await expect(page.locator("#healthtech-heroes")).toBeInViewport();
});

test("from another page a section link lands on the home page and scrolls to the section", async ({ page }) => {
  await page.goto("/a-page-that-does-not-exist");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("View Our Framework loads the framework page as a full page load", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("link", { name: "View Our Framework" }).click();
  await expect(page).toHaveURL(/\/growth-framework$/);
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false);
});

test("a client-side navigation moves focus to the new page's heading and announces the new page", async ({ page }) => {
  await page.goto("/blog");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Case Studies", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/case-studies$/);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  const title = await page.title();
  await expect(page.getByRole("status").filter({ hasText: title })).toHaveCount(1);
});

test("the first load and an in-page link leave focus where the browser puts it", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.locator("body")).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: await page.title() })).toHaveCount(0);

  await page.goto("/");
  const faq = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ", exact: true });
  await faq.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).not.toBeFocused();
});

test("a client-side navigation to an address with a fragment focuses the fragment's target", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.locator("#faq")).toBeFocused();
});

test("after a client-side navigation the page's structured data is the new page's, once", async ({ page, request }) => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("link", { name: "Case Studies", exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  const expected = jsonLd(await (await request.get("/case-studies")).text());
  expect(expected.length).toBeGreaterThan(0);
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
  );
  expect(shown).toEqual(expected);
});
