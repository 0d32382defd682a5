import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { config, labelPattern, offers } from "./support/site";

test("the header offers the home link, the section links and the booking button", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: `${config.siteName} home` })).toHaveAttribute("href", "/");
  const nav = header.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Growth Partnership", "/#services"],
    ["Healthtech Heroes", "/#healthtech-heroes"],
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

test("the Healthtech Heroes item scrolls to the podcast section", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Healthtech Heroes" }).click();
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

test("a link to another page is a full page load that opens at the section it names; Tab goes on from there", async ({
  page,
}) => {
  await page.goto("/blog");
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#faq$/);
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false);
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect
    .poll(() =>
      page.evaluate(() => {
        const section = document.getElementById("faq");
        const focused = document.activeElement;
        return (
          !!section &&
          !!focused &&
          (section.contains(focused) ||
            (section.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)
        );
      }),
    )
    .toBe(true);
});

test("an in-page link on the home page moves focus to its section, so Tab goes on from there", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ", exact: true });
  await faq.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.locator("#faq")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect
    .poll(() => page.evaluate(() => document.getElementById("faq")?.contains(document.activeElement)))
    .toBe(true);
});

test("a page whose link the pointer rests on is prerendered (speculation rules); a file (the feed) is not", async ({
  page,
  context,
}) => {
  const speculated: string[] = [];
  context.on("request", (request) => {
    if (request.headers()["sec-purpose"]?.includes("prerender")) speculated.push(new URL(request.url()).pathname);
  });
  await page.goto("/blog");
  const article = page.locator('[data-testid="latest-articles"] a[href^="/blog/"]').first();
  const href = (await article.getAttribute("href")) ?? "";
  // "moderate" eagerness: about 200 ms of hover. Chrome then prerenders the page; under test
  // automation it never shows a prerendered page (DevTools disables that), so the page's request
  // is the evidence here, and scripts/audit/visitor-timings.ts measures the navigation itself.
  await article.hover();
  await expect.poll(() => speculated).toContain(href);
  await page.getByRole("contentinfo").getByRole("link", { name: "RSS feed" }).hover();
  await page.waitForTimeout(500);
  expect(speculated.filter((path) => path.includes("."))).toEqual([]);
});

for (const motion of ["no-preference", "reduce"] as const) {
  test(`going to another page ${motion === "reduce" ? "is no view transition with reduced motion" : "is a view transition"}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await page.addInitScript(() => {
      addEventListener("pagereveal", (event) =>
        Object.assign(window, { __transition: (event as Event & { viewTransition: unknown }).viewTransition !== null }),
      );
    });
    await page.goto("/blog");
    await page.getByRole("contentinfo").getByRole("link", { name: "Case Studies", exact: true }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __transition?: boolean }).__transition))
      .toBe(motion === "no-preference");
  });
}
