import { expect, test } from "./support/test";
import { launcherCheck, sizes } from "./support/launcher";

// The launcher over the calculator's results and under the keyboard's focus (issue 35, item 5);
// every page at every width from 320 to 1440 px is checked in every-page.spec.ts (support/launcher.ts).

test("no ROI result is under the launcher, each brought to the bottom of the screen where the launcher sits", async ({
  page,
}) => {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto("/roi-calculator");
    const results = page.locator(
      "[data-testid=cost-per-bdr], [data-testid=total-prospects], [data-testid=savings-summary]",
    );
    await expect(results).toHaveCount(3);
    for (const result of await results.all()) {
      // Scrolled as far down the screen as the page lets it go (scroll-padding keeps it above the band).
      await result.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
      // Below 1024 px the summary is a bar that sticks under the header (a box of no size of its own).
      const box = await result.boundingBox();
      if (!box) continue;
      // Below 1280 px it stops above the launcher's band; from 1280 px nothing of it is under the button.
      const band = await page.locator("[data-launcher-room]").boundingBox();
      if (band) expect(box.y + box.height, `${size.width}x${size.height}`).toBeLessThanOrEqual(band.y + 0.5);
      expect(await launcherCheck(page, false), `${size.width}x${size.height}`).toEqual({ problems: [], covered: [] });
    }
  }
});

test("what the keyboard focuses is never behind the launcher's band, and Tab reaches the launcher after the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const launcher = page.getByRole("button", { name: "Contact options" });
  const behind: string[] = [];
  let reached = false;
  for (let step = 0; step < 400 && !reached; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const band = document.querySelector("[data-launcher-room]")?.getBoundingClientRect();
      if (!(element instanceof HTMLElement) || !band) return { launcher: false, hidden: "" };
      const box = element.getBoundingClientRect();
      const isLauncher = element.matches('[popovertarget="contact-menu"]');
      // Room between the sticky header and the band: what fits there must be wholly above the band;
      // what is taller (a table's scroll box) must start above it, with its top in view.
      const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      const fits = box.height <= band.top - headerBottom;
      const underBand = fits ? box.bottom > band.top + 0.5 : box.top > band.top - 24;
      const hidden = !isLauncher && underBand && box.top < innerHeight;
      return { launcher: isLauncher, hidden: hidden ? (element.textContent ?? "").trim().slice(0, 40) : "" };
    });
    if (focused.hidden) behind.push(focused.hidden);
    reached = focused.launcher;
  }
  expect(reached).toBe(true);
  await expect(launcher).toBeFocused();
  expect(behind).toEqual([]);
});

test("at 375 px the launcher works from the keyboard: Enter opens its menu above it, Tab goes into it, Escape returns", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Contact options" })).toHaveCount(0);
  const button = page.getByRole("complementary", { name: "Quick contact" }).getByRole("button", {
    name: "Contact options",
  });
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.locator("#contact-menu");
  await expect(menu).toBeVisible();
  const header = (await page.getByRole("banner").boundingBox())!;
  const launcher = (await button.boundingBox())!;
  const opened = (await menu.boundingBox())!;
  expect(opened.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(opened.y + opened.height).toBeLessThanOrEqual(launcher.y);
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: /Book .*Call/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});
