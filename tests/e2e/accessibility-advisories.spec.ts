import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";

// Issue 36 item 8: the accessibility audit's advisories, each held as a rule. Elsewhere: table
// regions (tables.spec.ts), the forms' error summary (contact-form.spec.ts, newsletter.spec.ts), the
// carousel's buttons (podcast.spec.ts) and the PDFs' text (document-pdfs.spec.ts).

/** Two frames: whatever an input event started has been drawn. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * The focused element's transitions of the properties that draw the focus ring (its outline and
 * the gap's box-shadow), with a duration: each would fade the ring in. For a field inside a box
 * that draws the ring (`:focus-within`), the box's too.
 */
function ringTransitions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof Element) || focused === document.body) return [];
    const drawers = [focused, ...(focused.parentElement?.matches(":focus-within") ? [focused.parentElement] : [])];
    return drawers.flatMap((element) => {
      const style = getComputedStyle(element);
      const properties = style.transitionProperty.split(",").map((property) => property.trim());
      const durations = style.transitionDuration.split(",").map((duration) => parseFloat(duration));
      const delays = style.transitionDelay.split(",").map((delay) => parseFloat(delay));
      return properties.flatMap((property, index) => {
        const ring = /^(all|outline|outline-color|outline-width|outline-offset|box-shadow)$/.test(property);
        const time = (durations[index % durations.length] ?? 0) + Math.max(0, delays[index % delays.length] ?? 0);
        return ring && time > 0 ? [`${element.tagName.toLowerCase()} ${element.className}: ${property}`] : [];
      });
    });
  });
}

test("the focus ring is at full contrast from its first frame: no focused control fades it in", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const found: string[] = [];
  let stops = 0;
  // The home page (header, buttons, cards, the launcher) and the calculator (its fields draw the ring on their box).
  for (const path of ["/", "/roi-calculator"]) {
    await page.goto(path);
    // Forward through the first stops, then back from the top, which starts at the page's last ones.
    for (const key of [...Array<string>(45).fill("Tab"), ...Array<string>(6).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      stops++;
      found.push(...(await ringTransitions(page)).map((entry) => `${path}: ${entry}`));
    }
    // The calculator's number fields, which the first stops may not reach.
    if (path === "/roi-calculator") {
      await page.getByRole("spinbutton").first().focus();
      await page.keyboard.press("Tab");
      found.push(...(await ringTransitions(page)).map((entry) => `${path}: ${entry}`));
    }
  }
  expect(stops).toBeGreaterThan(0);
  expect([...new Set(found)]).toEqual([]);
});

test.describe("in forced colours", () => {
  test.use({ forcedColors: "active" });

  test("the carousel's page dots stay visible and the current one stands out", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/healthtech-heroes");
    const carousel = page.getByRole("region", { name: "Featured episodes" });
    const dots = carousel.getByRole("link", { name: /^Page \d+ of \d+/ });
    expect(await dots.count()).toBeGreaterThan(1);
    const looks = await dots.evaluateAll((links) =>
      links.map((link) => {
        const dot = getComputedStyle(link.querySelector("span")!);
        return {
          current: link.getAttribute("aria-current") === "true",
          border: dot.borderTopWidth !== "0px" && dot.borderTopStyle !== "none" ? dot.borderTopColor : null,
          background: dot.backgroundColor,
          width: dot.width,
        };
      }),
    );
    // Each dot draws a border in a system colour (backgrounds alone vanish in forced colours).
    for (const look of looks) expect(look.border, JSON.stringify(look)).not.toBeNull();
    const current = looks.filter((look) => look.current);
    const others = looks.filter((look) => !look.current);
    expect(current).toHaveLength(1);
    for (const other of others) {
      expect(other.background).not.toBe(current[0]!.background);
    }
  });

  test("a pressed toggle looks pressed: the calculator's salary presets", async ({ page }) => {
    await page.goto("/roi-calculator");
    const presets = page.getByRole("group", { name: "Salary presets" }).getByRole("button");
    expect(await presets.count()).toBeGreaterThan(1);
    await presets.first().click();
    await expect(presets.first()).toHaveAttribute("aria-pressed", "true");
    await expect(presets.nth(1)).toHaveAttribute("aria-pressed", "false");
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color, border: style.borderTopColor };
      });
    const pressed = await look(presets.first());
    const unpressed = await look(presets.nth(1));
    expect(pressed.background).not.toBe(unpressed.background);
    expect(pressed.color).not.toBe(unpressed.color);
  });

  test("the focus ring is drawn in a system colour", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
    });
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.color).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
  });
});

test("the assistant's dialog holds the page still behind it, and gives the page back where it was", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog");
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  const top = await page.evaluate(() => window.scrollY);
  expect(top).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Contact options" }).click();
  await page.locator("#contact-menu").getByRole("button", { name: "Ask the assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Site assistant" });
  await expect(dialog).toBeVisible();

  // The wheel over the page beside the dialog, and the keys that scroll a page.
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 1200);
  // A click on the dialog's title: the keys go to the dialog, and from it to the page if it could scroll.
  await dialog.locator("#assistant-title").click();
  for (const key of ["PageDown", "End", "Space"]) await page.keyboard.press(key);
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(top);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
  // Closed, the page scrolls again.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
});

test("each talent map marker is announced once: its own name, repeated neither by its text nor by the caption", async ({
  page,
}) => {
  await page.goto("/one-pagers/mamut-talent");
  const map = page.locator("#talent-map figure");
  const markers = map.getByRole("link", { name: /: \d+ universit/ });
  expect(await markers.count()).toBeGreaterThan(0);
  for (const marker of (await markers.all()).slice(0, 3)) {
    await marker.focus();
    const name = (await marker.getAttribute("aria-label")) ?? "";
    // What a screen reader finds in the map: the marker's name once, as a link with no text of its own.
    const tree = await map.ariaSnapshot();
    expect(tree.split(name).length - 1, tree).toBe(1);
    // The link and its address; no text of its own read after its name.
    const own = (await marker.ariaSnapshot()).split("\n").filter((line) => !line.trim().startsWith("- /url:"));
    expect(own, name).toHaveLength(1);
    // Shown beneath the map for the eye, not read out again.
    await expect(page.locator("#talent-map-selection")).toHaveText(name);
  }
  await expect(map.locator("[aria-live]")).toHaveCount(0);
});
