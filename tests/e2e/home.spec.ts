import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { config, figure, filled, labelPattern, offers } from "./support/site";
import homeContent from "../../content/data/home";
import { formatCount } from "../../app/features/roi-calculator/format";
import { defaultDrafts } from "../../app/features/roi-calculator/number-field";
import {
  calculateOutbound,
  OUTBOUND_FIELDS,
  validateOutbound,
  type OutboundInput,
} from "../../app/features/roi-calculator/outbound-math";

// The healthtech offer's proof, as the home page shows it.
const { proof } = filled(homeContent);
import { episodes } from "../../content/data/episodes";
import { hasSampleEpisodes } from "../../app/features/podcast/sample-episodes";

const samples = hasSampleEpisodes(episodes);

/**
 * Runs of dark blocks from the top of the page down to the footer: the page's sections and the
 * footer, dark when their background colour, or every stop of their gradient, has a relative
 * luminance under 0.1. A dark block
 * that runs on into the next one on the same ground counts once, as a visitor sees one band.
 */
async function darkBands(page: Page): Promise<number> {
  return page.evaluate(() => {
    // Tailwind's colours are oklch(): a canvas turns any CSS colour into sRGB bytes.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const luminance = (color: string) => {
      if (!context) return 1;
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 255, g = 255, b = 255, alpha = 255] = context.getImageData(0, 0, 1, 1).data;
      if (alpha === 0) return 1;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const main = document.querySelector("main");
    const footer = document.querySelector("footer");
    const blocks = [...(main?.querySelectorAll(":scope section, :scope > *") ?? []), footer].filter(
      (element): element is Element =>
        element !== null &&
        // Only full-width blocks make a band: cards and figures inside a section do not.
        element.getBoundingClientRect().width >= document.documentElement.clientWidth - 1,
    );
    blocks.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    let bands = 0;
    let previousDarkBottom = Number.NEGATIVE_INFINITY;
    let previousGround = "";
    for (const block of blocks) {
      const style = getComputedStyle(block);
      // A gradient band is as dark as its lightest stop.
      const stops = style.backgroundImage.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?)\([^)]*\)/g) ?? [];
      const colors = stops.length > 0 ? stops : [style.backgroundColor];
      if (Math.max(...colors.map(luminance)) >= 0.1) continue;
      const { top, bottom } = block.getBoundingClientRect();
      const ground = colors.join();
      if (top > previousDarkBottom + 1 || ground !== previousGround) bands++;
      previousDarkBottom = Math.max(previousDarkBottom, bottom);
      previousGround = ground;
    }
    return bands;
  });
}

test("the first screen states the outcome, offers one booking button and the framework link, and draws its own engagement", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.locator("#home");
  await expect(hero.getByRole("heading", { level: 1 })).toContainText(/meetings/i);
  await expect(hero.getByRole("heading", { level: 1 })).toContainText(/not another vendor/i);
  const booking = hero.getByRole("link", { name: labelPattern(offers.healthtech.callLabel) });
  await expect(booking).toHaveCount(1);
  await expect(booking).toHaveAttribute("href", bookingUrl(offers.healthtech, config));
  await expect(hero.getByRole("link", { name: "View Our Framework" })).toHaveAttribute("href", "/growth-framework");
  // The visual is markup labelled as an illustration, not an image of real data.
  const visual = hero.getByRole("figure").filter({ hasText: "Illustration, not client data" });
  await expect(visual).toBeVisible();
  await expect(hero.locator("img, picture, image")).toHaveCount(0);
  // The healthtech offer's own engagement, never the outbound offer's worked example (its funnel).
  for (const phase of filled(homeContent).about.phases) await expect(visual).toContainText(phase.title);
  const outboundExample = calculateOutbound(
    (validateOutbound(defaultDrafts(OUTBOUND_FIELDS)) as { ok: true; input: OutboundInput }).input,
  );
  await expect(hero).not.toContainText(formatCount(outboundExample.prospects));
  // One logo near the hero: the header's, none in the hero itself.
  await expect(hero.getByText(config.productName, { exact: true })).toHaveCount(0);
});

test("the proof strip shows the healthtech offer's proof, each figure with its basis beside it", async ({ page }) => {
  await page.goto("/");
  const strip = page.getByRole("heading", { name: "Proof in figures" }).locator("xpath=..").getByRole("listitem");
  await expect(strip).toHaveCount(proof.length);
  for (const [index, { figure: shown, label, basis }] of proof.entries()) {
    const item = strip.nth(index);
    await expect(item.locator("p").first()).toHaveText(`${shown}${label}`);
    await expect(item.locator("p").nth(1)).toHaveText(basis);
  }
  // Not one of the outbound plugin's figures: the home page sells the healthtech offer.
  for (const token of ["plan.monthly", "pluginModel.yearlyFull", "internalBdr.total", "claims.fasterScaling"]) {
    await expect(page.locator("#home")).not.toContainText(figure(token));
  }
});

test("the ranges on the home page never break at their hyphen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/");
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll("main span, main dd, main p")]
      .filter(
        (element) => getComputedStyle(element).whiteSpace === "nowrap" && /\d-\$?\d/.test(element.textContent ?? ""),
      )
      .filter((element) => element.getClientRects().length > 1)
      .map((element) => element.textContent),
  );
  expect(broken).toEqual([]);
  // The proof's ranges (figures and bases) are among them.
  const ranges = proof.flatMap(
    ({ figure: shown, basis }) => `${shown} ${basis}`.match(/\$?\d[\d.,]*-\$?\d[\d.,]*%?/g) ?? [],
  );
  expect(ranges.length).toBeGreaterThan(0);
  for (const range of ranges) {
    const element = page.locator("#home").getByText(range).first();
    await expect(element).toHaveCSS("white-space", "nowrap");
  }
});

test("the partner-versus-vendor comparison reads whole at 320 px: a card per row, the partner's column first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/#about");
  const table = page.getByRole("table", { name: /compared with a typical vendor/ });
  const region = page.getByRole("region", { name: /compared with a typical vendor/ });
  // Nothing to scroll sideways: each row is a card of its own (docs/design-system.md, tables).
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const key = row.locator("[data-key]");
    await key.scrollIntoViewIfNeeded();
    const box = await key.boundingBox();
    // The partner's value (the key column) comes right after the row label, whole within the screen.
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    await expect(row.getByRole("cell").first()).toHaveAttribute("data-key", "");
  }
});

// The home page's podcast band is its one dark block; the podcast page, whose footer is light since
// issue 36, has none (one-system.spec.ts holds "at most one" on every page).
for (const [path, bands] of [
  ["/", 1],
  ["/healthtech-heroes", 0],
] as const) {
  test(`${path} has ${bands === 1 ? "one dark band" : "no dark band"}`, async ({ page }) => {
    await page.goto(path);
    expect(await darkBands(page)).toBe(bands);
  });
}

test("the podcast's sample episodes say so on the home page and on the podcast page", async ({ page }) => {
  await page.goto("/");
  const band = page.locator("#healthtech-heroes");
  await expect(band.getByText("Sample episode", { exact: true })).toHaveCount(samples ? 1 : 0);
  if (samples) await expect(band.getByText("Sample episode", { exact: true })).toBeVisible();

  await page.goto("/healthtech-heroes");
  const label = page.getByText(`${episodes.length} sample episodes`, { exact: true });
  await expect(label).toHaveCount(samples ? 1 : 0);
  if (samples) {
    await expect(label).toBeInViewport();
    const carousel = page.getByRole("region", { name: "Featured episodes" });
    const firstSlide = carousel.getByRole("group", { name: `1 of ${episodes.length}`, exact: true });
    await expect(firstSlide.getByText("Sample episode", { exact: true })).toBeVisible();
  }
});
