import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";

// Every page at 1280 and 320 px: every-page.spec.ts. Here: the states a page only reaches
// when the visitor acts.

test("the open mobile menu and the open floating menu have no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await axeViolations(page), "mobile menu").toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Contact options" }).click();
  expect(await axeViolations(page), "floating menu").toEqual([]);
});

test("the open Resources panel has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the contact form showing its errors has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Work email").fill("not-an-address");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("the newsletter sign-up showing an error has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blog");
  const form = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
  await form.getByRole("textbox").fill("not-an-address");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("the ROI calculator showing a field's error has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/roi-calculator"); // the fixture waits until the calculator has hydrated
  const field = page.getByLabel("Win rate");
  await field.fill("0");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("the podcast carousel paged by its controls, at 375 and 1280 px, has no accessibility violations", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/healthtech-heroes"); // hydrated: the carousel's own controls run
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    const next = carousel.getByRole("button", { name: /^Next episode/ });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(carousel.locator('[aria-current="true"]').first()).not.toHaveAccessibleName(/^Page 1 of/);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});

test("the talent map with a country chosen by keyboard has no accessibility violations", async ({ page }) => {
  await page.goto("/one-pagers/mamut-talent");
  const marker = page
    .locator("#talent-map")
    .getByRole("link", { name: /: \d+ universit/ })
    .first();
  await marker.focus();
  await expect(page.locator("#talent-map-selection")).toHaveText((await marker.getAttribute("aria-label")) ?? "");
  expect(await axeViolations(page)).toEqual([]);
});
