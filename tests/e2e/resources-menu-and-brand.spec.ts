import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { navigation as rawNavigation } from "../../content/data/page-copy";
import { config, content, filled } from "./support/site";

// Issue 29, items 1 and 10: "Resources" opens a compact panel under its button, each listing page
// with its line (content/data/page-copy.ts); the phone menu dims the page; the logos; the signature.
const { resources } = filled(rawNavigation);

/** Line boxes of an element's text: 1 when it holds on one line. */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

for (const width of [1280, 1440]) {
  test(`at ${width} px "Resources" opens a panel anchored under its button, each page with its one-line description`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" });
    await button.click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    const [anchor, box] = [await button.boundingBox(), await panel.boundingBox()];
    // Under the button, starting at its left edge (or ending at its right one near the screen's edge).
    expect(box!.y).toBeGreaterThanOrEqual(anchor!.y + anchor!.height);
    expect(box!.y - (anchor!.y + anchor!.height)).toBeLessThanOrEqual(16);
    const nearLeft = Math.abs(box!.x - anchor!.x) <= 1;
    const nearRight = Math.abs(box!.x + box!.width - (anchor!.x + anchor!.width)) <= 1;
    expect(nearLeft || nearRight, "aligned with the button").toBe(true);
    expect(box!.width).toBeLessThanOrEqual(width / 3);

    const links = panel.getByRole("link");
    await expect(links).toHaveCount(resources.length);
    for (const [index, item] of resources.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", item.href);
      await expect(link).toContainText(item.label);
      const description = link.getByText(item.description, { exact: true });
      await expect(description).toBeVisible();
      expect(await lines(description), item.description).toBe(1);
    }
    // No dimming for a panel on the desktop: the page stays as it was.
    expect(await backdrop(page)).toEqual({ color: "rgba(0, 0, 0, 0)", filter: "none" });
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
}

/** The menu's backdrop as drawn. */
const backdrop = (page: Page) =>
  page.locator("#mobile-menu").evaluate((menu) => {
    const style = getComputedStyle(menu, "::backdrop");
    return { color: style.backgroundColor, filter: style.backdropFilter };
  });

test.describe("at 320 x 568", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("the phone menu dims and blurs the page behind it, under an opaque header; no page text reads beside its edge", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const drawn = await backdrop(page);
    const alpha = Number(/rgba\(.*,\s*([\d.]+)\)/.exec(drawn.color)?.[1] ?? 0);
    expect(alpha).toBeGreaterThanOrEqual(0.4);
    expect(drawn.filter).toMatch(/blur\([1-9]/);
    expect(await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor)).toBe(
      "rgb(255, 255, 255)",
    );
    // Every point between the header and the bottom of the screen is the menu or its backdrop.
    const box = (await menu.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    for (let y = header.y + header.height + 1; y < 568; y += 24) {
      for (const x of [2, 160, 318]) {
        const hit = await page.evaluate(
          ({ px, py }) => document.elementFromPoint(px, py)?.closest("#mobile-menu")?.id,
          { px: x, py: y },
        );
        expect(hit, `at ${x},${y} (menu ends at ${box.y + box.height})`).toBe("mobile-menu");
      }
    }
    for (const item of resources) await expect(menu.getByText(item.description, { exact: true })).toBeVisible();
    expect(await menu.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test("two logos in the header, SPEC's: the site's, home, and the podcast's mark, to its section; Growth Partnership is a navigation item like the others", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.locator("img, svg:not([aria-hidden=true]):not(:has(use))")).toHaveCount(2);
  await expect(header.getByRole("link", { name: `${config.siteName} home` }).locator("img")).toHaveCount(1);
  const mark = header.getByRole("link", { name: "Healthtech Heroes", exact: true });
  await expect(mark.locator("img")).toHaveCount(1);
  await expect(mark).toHaveAttribute("href", "/#healthtech-heroes");
  const nav = header.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Healthtech Heroes" })).toHaveCount(0);
  const look = (name: string) =>
    nav.getByRole("link", { name, exact: true }).evaluate((link) => {
      const style = getComputedStyle(link);
      return [
        style.backgroundColor,
        style.borderRadius,
        style.fontSize,
        style.fontWeight,
        style.color,
        style.boxShadow,
      ];
    });
  expect(await look("Growth Partnership")).toEqual(await look("About"));
});

test("the signal notch marks the listing page one is in, in the bar and in the panel, and nothing on other pages", async ({
  page,
}) => {
  const notch = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element, "::before");
      return style.content === "none" ? "none" : style.backgroundColor;
    });
  const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" });
  await page.goto("/");
  const signal = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--color-signal").trim());
  expect(signal).not.toBe("");
  expect(await notch(button)).toBe("none");
  await expect(page.locator('#mobile-menu [aria-current="page"]')).toHaveCount(0);

  const article = content.posts[0];
  const visits: Array<{ path: string; current: string }> = resources.map((item) => ({
    path: item.href,
    current: item.href,
  }));
  if (article) visits.push({ path: `/blog/${article.slug}`, current: "/blog" });
  for (const { path, current } of visits) {
    await page.goto(path);
    expect(await notch(button), path).not.toBe("none");
    await expect(page.locator('#mobile-menu [aria-current="page"]'), path).toHaveAttribute("href", current);
  }
});
