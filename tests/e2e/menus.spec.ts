import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { expandedState } from "./support/aria";
import { config, labelPattern, offers } from "./support/site";

// The phone's Menu button (wide screens open the same menu from "Resources" in the main nav).
const menuButton = '[popovertarget="mobile-menu"]:not(nav *)';
// The floating launcher (below 1280 px the header holds it).
const contactButton = 'aside [popovertarget="contact-menu"]';

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, offers every link, closes after a choice and scrolls there", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    expect(await expandedState(page, menuButton)).toBe(false);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    expect(await expandedState(page, menuButton)).toBe(true);
    await expect(menu.getByRole("link", { name: "Growth Partnership" })).toBeVisible();
    await expect(menu.getByRole("link", { name: labelPattern(offers.healthtech.callLabel) })).toHaveAttribute(
      "href",
      bookingUrl(offers.healthtech, config),
    );
    await menu.getByRole("link", { name: "About", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: "A partner that shares your growth goal" })).toBeInViewport();
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });

  test("a tap outside closes the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test("the floating contact menu offers booking, e-mail and the contact form, and closes after a choice", async ({
  page,
}) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Contact options" });
  expect(await expandedState(page, contactButton)).toBe(false);
  await button.click();
  const menu = page.locator("#contact-menu");
  await expect(menu).toBeVisible();
  expect(await expandedState(page, contactButton)).toBe(true);

  const book = menu.getByRole("link", { name: /Book .*Call/ });
  await expect(book).toHaveAttribute("href", bookingUrl(offers.healthtech, config));
  await expect(book).toHaveAttribute("target", "_blank");
  await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  await expect(menu.getByRole("link", { name: "Email" })).toHaveAttribute("href", `mailto:${config.email.contact}`);

  await menu.getByRole("link", { name: "Contact Form" }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator("#contact")).toBeInViewport();
  expect(await expandedState(page, contactButton)).toBe(false);
});

test("the floating contact menu works from the keyboard and closes on Escape", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Contact options" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#contact-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#contact-menu")).toBeHidden();
  await expect(button).toBeFocused();
});

test("the floating booking option opens the scheduler of the page's offer", async ({ page }) => {
  for (const [path, offer] of [
    ["/", offers.healthtech],
    ["/industries", offers.outbound],
  ] as const) {
    await page.goto(path);
    await page.getByRole("button", { name: "Contact options" }).click();
    await expect(page.locator("#contact-menu").getByRole("link", { name: /Book .*Call/ })).toHaveAttribute(
      "href",
      bookingUrl(offer, config),
    );
  }
});

test("the booking option opens the scheduler in a new tab", async ({ page, context }) => {
  await context.route(bookingUrl(offers.healthtech, config), (route) => route.fulfill({ body: "scheduler" }));
  await page.goto("/");
  await page.getByRole("button", { name: "Contact options" }).click();
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page
      .locator("#contact-menu")
      .getByRole("link", { name: /Book .*Call/ })
      .click(),
  ]);
  await expect(popup).toHaveURL(bookingUrl(offers.healthtech, config));
  await expect(page.locator("#contact-menu")).toBeHidden();
});
