import { episodes } from "../../content/data/episodes";
import { formatUsd } from "../../app/features/roi-calculator/format";
import { slidesInView } from "./support/carousel";
import { expect, test } from "./support/test";
import { bookingUrl, offerForPath } from "../../app/content/offers";
import { config, figure, labelPattern, offers, prerenderedPages } from "./support/site";

// Blocked scripts, a failed chunk, or the moments before a script has run: the
// essentials work with the browser alone.
test.use({ javaScriptEnabled: false });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, offers every link and closes again", async ({ page }) => {
    await page.goto("/blog");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    for (const name of ["Growth Partnership", "About", "FAQ", "Contact"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The page's offer's call (/blog speaks for the outbound plugin's: content/data/offers.ts).
    const offer = offers[offerForPath("/blog")];
    await expect(menu.getByRole("link", { name: labelPattern(offer.callLabel) })).toHaveAttribute(
      "href",
      bookingUrl(offer, config),
    );
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
  });

  test("the podcast mark in the header leads to the home page's podcast section", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("banner").getByRole("link", { name: "Healthtech Heroes", exact: true }).click();
    await expect(page).toHaveURL(/\/#healthtech-heroes$/);
    await expect(page.locator("#healthtech-heroes")).toBeInViewport();
  });

  test("icons are drawn from the site's sprite, served from the same origin and cached for good", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    const icon = page.getByRole("button", { name: "Menu" }).locator("svg use").first();
    const href = (await icon.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/assets\/icon-sprite-[\w-]+\.svg#menu$/);
    // The sprite passed the CSP, loaded and drew the symbol: the icon has a size.
    await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
    const sprite = await request.get(href.replace(/#.*/, ""));
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
  });
});

test("the floating contact menu opens with its three choices and closes on Escape", async ({ page }) => {
  await page.goto("/");
  const menu = page.locator("#contact-menu");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Contact options" }).click();
  await expect(menu.getByRole("link", { name: /Book .*Call/ })).toHaveAttribute(
    "href",
    bookingUrl(offers.healthtech, config),
  );
  await expect(menu.getByRole("link", { name: "Email" })).toHaveAttribute("href", `mailto:${config.email.contact}`);
  await expect(menu.getByRole("link", { name: "Contact Form" })).toHaveAttribute("href", "/#contact");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test("every podcast episode can be reached, page by page", async ({ page }) => {
  await page.goto("/healthtech-heroes");
  const carousel = page.getByRole("region", { name: "Featured episodes" });
  const pageLinks = carousel.getByRole("link", { name: /^Page \d+ of \d+$/ });
  const pages = await pageLinks.count();
  expect(pages).toBe(Math.ceil(episodes.length / 6));
  const seen = new Set<string>();
  for (let index = 0; index < pages; index++) {
    await pageLinks.nth(index).click();
    await expect.poll(() => slidesInView(carousel)).toContain(`${index * 6 + 1} of ${episodes.length}`);
    for (const label of await slidesInView(carousel)) seen.add(label);
  }
  expect([...seen].sort()).toEqual(episodes.map((_, index) => `${index + 1} of ${episodes.length}`).sort());
  for (const episode of episodes) {
    await expect(carousel.getByText(episode.guest, { exact: true }).first()).toBeAttached();
  }
});

test("no page shows a control that does nothing: every visible button sends a form, opens a menu or a dialog", async ({
  page,
}) => {
  // Every page, one after another.
  test.setTimeout(150_000);
  for (const path of [...prerenderedPages().map((each) => each.path), "/a-missing-page"]) {
    await page.goto(path);
    const dead = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>("button, [role=button]")]
        .filter((button) => button.checkVisibility())
        .filter(
          (button) =>
            !(button instanceof HTMLButtonElement && button.type === "submit" && button.form) &&
            !button.hasAttribute("popovertarget") &&
            !button.hasAttribute("commandfor"),
        )
        .map((button) => button.outerHTML.slice(0, 160)),
    );
    expect(dead, `${path}: buttons that need script`).toEqual([]);
  }
});

test("the talent map's markers are links to their country in the regional lists", async ({ page }) => {
  await page.goto("/one-pagers/mamut-talent");
  const marker = page.locator("#talent-map").getByRole("link", { name: "Brazil: 25 universities" });
  await marker.click();
  await expect(page).toHaveURL(/#talent-brazil$/);
  await expect(page.locator("#talent-brazil")).toHaveText(/Brazil\s*25 universities/);
  await expect(page.locator("#talent-brazil")).toBeInViewport();
});

test("controls that need script are not shown; the carousel pages with its links", async ({ page }) => {
  // In the page, and hidden: they are there for when script runs.
  const expectHidden = async (text: string, count = 1) => {
    const buttons = page.locator("button", { hasText: text });
    await expect(buttons).toHaveCount(count);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
  };
  await page.goto("/growth-framework");
  await expectHidden("Ask the assistant");
  // Print opens the print dialog through the enhancement module.
  await expectHidden("Print");
  // Download PDF is a link to the build's PDF: it works without script.
  for (const link of await page.getByRole("main").getByRole("link", { name: "Download PDF" }).all()) {
    await expect(link).toBeVisible();
  }

  await page.goto("/healthtech-heroes");
  const carousel = page.getByRole("region", { name: "Featured episodes" });
  await expect(carousel.getByRole("button", { name: /slide rotation/ })).toBeHidden();
  // Its page links work as they are; previous and next, fixed links without script (to the pages
  // beside the first), would lead nowhere new from the second page on, so they are not shown.
  await expect(carousel.getByRole("link", { name: /^(Previous|Next) episodes$/ })).toHaveCount(0);
  await carousel.getByRole("link", { name: /^Page 2 of \d+$/ }).click();
  await expect.poll(() => slidesInView(carousel)).toContain(`7 of ${episodes.length}`);

  await page.goto("/roi-calculator");
  await expectHidden("Copy link to these results");
  await expectHidden("Print or save as PDF");
  await expect(page.getByRole("link", { name: "Reset to defaults" })).toBeVisible();
});

test("the ROI calculator works out new figures when Calculate is pressed", async ({ page }) => {
  await page.goto("/roi-calculator");
  const outbound = page.getByRole("region", { name: "The math behind your outreach volume" });
  await expect(outbound.getByRole("row", { name: /Total prospects/ })).toContainText("7,618 prospects");
  await page.getByLabel("Revenue goal").fill("2000000");
  await outbound.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/[?&]goal=2000000(&|$)/);
  await expect(outbound.getByRole("row", { name: /Total prospects/ })).toContainText("15,237 prospects");
  await expect(page.getByLabel("Revenue goal")).toHaveValue("2000000");

  await page.getByLabel("Number of BDRs").fill("3");
  await page
    .getByRole("region", { name: "Internal BDR versus Mamut" })
    .getByRole("button", { name: "Calculate" })
    .click();
  await expect(page.getByText("For 3 BDRs:")).toContainText(formatUsd(3 * Number(figure("internalBdr.total.value"))));
  // The other tool's figures are kept.
  await expect(outbound.getByRole("row", { name: /Total prospects/ })).toContainText("15,237 prospects");
});

test("a shared ROI calculator link shows its figures", async ({ page }) => {
  await page.goto("/roi-calculator?bdrs=3&industry=healthcare&goal=2000000");
  await expect(page.getByLabel("Revenue goal")).toHaveValue("2000000");
  await expect(page.getByLabel("Your industry")).toHaveValue("healthcare");
  const outbound = page.getByRole("region", { name: "The math behind your outreach volume" });
  await expect(outbound.getByRole("row", { name: /Total prospects/ })).toContainText("15,237 prospects");
  const cost = page.getByRole("region", { name: "Internal BDR versus Mamut" });
  await expect(cost.getByText("For 3 BDRs:")).toContainText(formatUsd(3 * Number(figure("internalBdr.total.value"))));
  await expect(cost.getByRole("heading", { name: "Mamut: Healthcare" })).toBeVisible();
});
