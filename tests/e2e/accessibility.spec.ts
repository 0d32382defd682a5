import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { clientDir } from "./support/site";
import { trackRequests, waitForSettled } from "./support/settle";

// Every URL of the built sitemap, and the not-found page.
const sitemapUrls = [...readFileSync(`${clientDir}/sitemap.xml`, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? "").pathname,
);
const paths = [...sitemapUrls, "/a-missing-page"];

/** Widest first: one load per page, then narrower, as a visitor zooming in would see it. */
const widths = [1280, 375, 320];

for (const path of paths) {
  test(`${path} has no accessibility violations at ${widths.join(", ")} px`, async ({ page }) => {
    const requests = trackRequests(page);
    await page.goto(path);
    // The footer is a section of its own, loaded after the top of the page.
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await waitForSettled(page, requests);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    }
  });
}

test("the open mobile menu and the open floating menu have no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await axeViolations(page), "mobile menu").toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Contact options" }).click();
  expect(await axeViolations(page), "floating menu").toEqual([]);
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
