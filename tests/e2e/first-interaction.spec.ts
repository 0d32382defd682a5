import { expect, test, type Page } from "@playwright/test";
import { episodes } from "../../content/data/episodes";
import { recordFirstTap, tapOnFirstPaint } from "./support/first-paint";

// A phone-like CPU (6x slower), and the visitor taps as soon as the page has painted, by the
// load event at the latest, long before the page hydrates (after load and idle): whatever they
// did must have its effect within 3 s. Playwright's own `test`: pages are not made to wait for
// hydration here.
test.describe.configure({ timeout: 120_000 });

// Tagged @timed: `npm test` runs these alone, after the rest (scripts/test.mjs).
test.describe("a tap the moment the page appears", { tag: "@timed" }, () => {
  test.beforeEach(async ({ page }) => {
    await recordFirstTap(page);
  });

  /** Replaces the print dialog with a counter, before any page script runs. */
  async function countPrints(page: Page): Promise<() => Promise<number>> {
    await page.addInitScript(() => {
      const counted = window as Window & { __prints?: number };
      counted.__prints = 0;
      window.print = () => {
        counted.__prints = (counted.__prints ?? 0) + 1;
      };
    });
    return () => page.evaluate(() => (window as Window & { __prints?: number }).__prints ?? 0);
  }

  for (const [path, name] of [["/roi-calculator", "Print or save as PDF"]] as const) {
    test(`${name} on ${path} prints, once`, async ({ page }) => {
      const prints = await countPrints(page);
      await tapOnFirstPaint(page, path, {
        target: (p) => p.getByRole("main").getByRole("button", { name }).first(),
        effect: (_, timeout) => expect.poll(prints, { timeout }).toBe(1),
      });
      // Printed once, not once more when the page has hydrated.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(await prints()).toBe(1);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the menu opens on the first tap, ten times in a row", async ({ page }) => {
      for (let attempt = 1; attempt <= 10; attempt++) {
        await tapOnFirstPaint(page, "/", {
          target: (p) => p.getByRole("button", { name: "Menu" }),
          effect: (p, timeout) =>
            expect(p.getByRole("navigation", { name: "Mobile" }), `try ${attempt}`).toBeVisible({ timeout }),
        });
      }
    });
  });

  test("the floating contact menu opens on the first click", async ({ page }) => {
    await tapOnFirstPaint(page, "/", {
      target: (p) => p.getByRole("button", { name: "Contact options" }),
      effect: (p, timeout) =>
        expect(p.locator("#contact-menu").getByRole("link", { name: /Book Call/ })).toBeVisible({ timeout }),
    });
  });

  test("a video cover opens its player", async ({ page }) => {
    const first = episodes[0]!;
    await tapOnFirstPaint(page, "/healthtech-heroes", {
      target: (p) => p.getByRole("button", { name: `Play video: ${first.guest}` }),
      effect: (p, timeout) =>
        expect(p.getByRole("dialog", { name: `Healthtech Heroes: ${first.guest}` })).toBeVisible({ timeout }),
    });
  });

  test("the launcher's assistant item opens the assistant", async ({ page }) => {
    await tapOnFirstPaint(page, "/blog", {
      target: (p) => p.getByRole("button", { name: "Contact options" }),
      then: (p) => p.locator("#contact-menu").getByRole("button", { name: "Ask the assistant" }).click(),
      effect: (p, timeout) => expect(p.getByRole("dialog", { name: "Site assistant" })).toBeVisible({ timeout }),
    });
  });

  test("a revenue goal typed in the calculator changes the results", async ({ page }) => {
    await tapOnFirstPaint(page, "/roi-calculator", {
      target: (p) => p.getByLabel("Revenue goal"),
      then: async (p) => {
        await p.keyboard.press("ControlOrMeta+a");
        await p.keyboard.type("2000000");
      },
      effect: (p, timeout) =>
        expect(
          p.getByRole("region", { name: "The math behind your outreach volume" }).getByRole("row", {
            name: /Total prospects/,
          }),
        ).toContainText("15,237 prospects", { timeout }),
    });
    await expect(page).toHaveURL(/\?goal=2000000$/);
  });
});
