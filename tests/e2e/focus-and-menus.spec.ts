import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { contrast, focusRing, RING_REACH, ringOnScreen, type RingSide } from "./support/contrast";

// Issue 18, items 3, 4 and 9: where focus goes and whether it can be seen, in the states a
// keyboard or zoom user reaches.

test("the launcher's menu follows its button, and Tab goes from the button into the options", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Contact options" });
  const menu = page.locator("#contact-menu");
  expect(
    await button.evaluate(
      (element, id) => Boolean(element.compareDocumentPosition(document.getElementById(id)!) & 4),
      "contact-menu",
    ),
  ).toBe(true);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: /Book .*Call/ })).toBeFocused();
});

test.describe("at 400% zoom (320 x 256)", () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test("the launcher's first option is in view, not under the header", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Contact options" }).click();
    const first = page.locator("#contact-menu").getByRole("link", { name: /Book .*Call/ });
    await expect(first).toBeVisible();
    const header = await page.getByRole("banner").boundingBox();
    const option = await first.boundingBox();
    expect(header && option).toBeTruthy();
    expect(option!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(option!.y + option!.height).toBeLessThanOrEqual(256);
  });

  test("the mobile menu fits the screen, scrolls inside itself and its last item can be reached", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(256);
    const last = page.getByRole("navigation", { name: "Mobile" }).getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(menu).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu closes when focus leaves it, so it never covers the focused element", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const items = await page.getByRole("navigation", { name: "Mobile" }).getByRole("link").count();
    for (let step = 0; step <= items; step += 1) await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    const focused = page.locator(":focus");
    await expect(focused).toHaveCount(1);
    const header = await page.getByRole("banner").boundingBox();
    const box = await focused.boundingBox();
    // Not under the fixed header either (WCAG 2.4.11).
    if (box && header) expect(box.y + box.height).toBeGreaterThan(header.y + header.height);
  });
});

test("after a failed contact submit the focused field stands out from the other fields in error", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send message" }).click();
  const invalid = form.locator("[aria-invalid=true]");
  await expect.poll(() => invalid.count()).toBeGreaterThan(1);
  // The error summary takes focus first (issue 36); its first link leads to the first field in error.
  const summary = form.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await summary.getByRole("link").first().click();
  const focused = invalid.first();
  await expect(focused).toBeFocused();

  const ring = await focusRing(focused);
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
  // Not the colour of the error border, so it reads as focus, not as one more error.
  expect(ring.color).not.toBe(ring.border);

  const other = await focusRing(invalid.nth(1));
  expect(other.style).toBe("none");
  expect(contrast(other.border, "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(3);
});

test("every form field's border has at least 3:1 against its background, the footer's included", async ({ page }) => {
  await page.goto("/contact");
  const fields = page.locator(
    "form input:not([type=hidden]):not([type=checkbox]):visible, form textarea:visible, form select:visible",
  );
  expect(await fields.count()).toBeGreaterThan(0);
  for (const field of await fields.all()) {
    const { border, background } = await focusRing(field);
    expect(contrast(border, background), (await field.getAttribute("name")) ?? "").toBeGreaterThanOrEqual(3);
  }
});

test("focus rings have at least 3:1 on the footer and on the floating launcher", async ({ page }) => {
  await page.goto("/");
  const targets = [
    page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }),
    page.getByRole("button", { name: "Contact options" }),
  ];
  for (const target of targets) {
    await target.focus();
    const ring = await focusRing(target);
    expect(ring.style).toBe("solid");
    expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
  }
});

/** Each drawn side of a focus ring has 3:1 against the colours beside it (WCAG 1.4.11, 2.4.7). */
function expectVisibleRing(sides: RingSide[], what: string) {
  for (const { side, width, ring, inside, outside } of sides) {
    expect(width, `${what}: ring drawn on its ${side} side`).toBeGreaterThanOrEqual(2);
    for (const [where, next] of [
      ["outside", outside],
      ["inside", inside],
    ] as const) {
      expect(contrast(ring!, next!), `${what}: ${side} side against ${where} ${next}`).toBeGreaterThanOrEqual(3);
    }
  }
}

/**
 * A card's ring on its four sides. The card's middle is brought to the screen's middle; when the
 * whole card and its ring's reach then show below the fixed header, one reading has all four sides.
 * A taller card has its top and bottom edge brought in turn to the screen's middle third, each
 * position reading the sides it brought there (the header may cover the others).
 */
async function ringAllRound(page: Page, card: Locator): Promise<RingSide[]> {
  const seen = new Map<string, RingSide>();
  // The smooth scroll that focus started has come to rest first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        const check = () => (scrollY === last ? resolve() : ((last = scrollY), setTimeout(check, 50)));
        check();
      }),
  );
  for (const edge of ["middle", "top", "bottom"] as const) {
    const whole = await card.evaluate(
      (node, { edge, reach }) => {
        const box = node.getBoundingClientRect();
        const at = { middle: (box.top + box.bottom) / 2, top: box.top, bottom: box.bottom }[edge];
        const to = { middle: 1 / 2, top: 1 / 3, bottom: 2 / 3 }[edge] * window.innerHeight;
        window.scrollBy({ top: at - to, behavior: "instant" });
        const moved = node.getBoundingClientRect();
        // The site header is the page's first (fixed, over the top of the screen).
        const headerBottom = document.querySelector("body header")?.getBoundingClientRect().bottom ?? 0;
        return moved.top - reach > headerBottom && moved.bottom + reach < window.innerHeight;
      },
      { edge, reach: RING_REACH },
    );
    const wanted = whole ? ["left", "right", "top", "bottom"] : edge === "middle" ? ["left", "right"] : [edge];
    for (const side of await ringOnScreen(page, card)) if (wanted.includes(side.side)) seen.set(side.side, side);
    if (seen.size === 4) break;
  }
  return [...seen.values()];
}

for (const path of ["/industries", "/case-studies"]) {
  test(`every card on ${path} shows a whole 3:1 focus ring when its link is reached with Tab`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      // The listing's cards: the items whose heading links to a page.
      const cards = page.locator("main li").filter({ has: page.locator(":is(h2, h3) a[href]") });
      expect(await cards.count()).toBeGreaterThan(1);
      for (const card of await cards.all()) {
        const link = card.locator(":is(h2, h3) a[href]");
        const title = await link.innerText();
        for (let step = 0; step < 50 && !(await link.evaluate((node) => node === document.activeElement)); step++) {
          await page.keyboard.press("Tab");
        }
        await expect(link, title).toBeFocused();
        const sides = await ringAllRound(page, card);
        expect(sides.map(({ side }) => side).sort(), `${title} at ${width} px`).toEqual([
          "bottom",
          "left",
          "right",
          "top",
        ]);
        expectVisibleRing(sides, `${title} at ${width} px`);
      }
    }
  });
}

test("the floating launcher's focus ring has 3:1 over the white page and over the footer", async ({ page }) => {
  await page.goto("/");
  const launcher = page.getByRole("button", { name: "Contact options" });
  const under = () =>
    launcher.evaluate((node) => {
      // What shows 10 px left of the button, outside its ring.
      const box = node.getBoundingClientRect();
      const below = document
        .elementsFromPoint(box.left - 10, box.top + box.height / 2)
        .find((element) => !node.contains(element));
      return below?.closest("footer") ? "footer" : "page";
    });
  // Reached with the keyboard, from the element before it (the footer's last link).
  await launcher.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(launcher).toBeFocused();
  for (const place of ["page", "footer"] as const) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), place === "page" ? 0 : 1e6);
    await expect.poll(under).toBe(place);
    await expect(launcher).toBeFocused();
    const sides = await ringOnScreen(page, launcher);
    expect(sides.length).toBe(4);
    expectVisibleRing(sides, `launcher over the ${place}`);
  }
});

test("the assistant's question box has a 3:1 border, like the contact form's fields", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Contact options" }).click();
  await page.locator("#contact-menu").getByRole("button", { name: "Ask the assistant" }).click();
  const box = page.getByRole("dialog", { name: "Site assistant" }).getByRole("textbox", { name: "Your question" });
  await expect(box).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const { border, background } = await focusRing(box);
  const inside = await box.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(contrast(border, background)).toBeGreaterThanOrEqual(3);
  expect(contrast(border, inside)).toBeGreaterThanOrEqual(3);
});
