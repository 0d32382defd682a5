import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/test";
import { contrast } from "./support/contrast";
import { content, prerenderedPages } from "./support/site";
import { tableProblems } from "./support/tables";

// One table pattern (issue 17, issue 18 item 8, issue 29 item 9). Every page's tables at 320 and
// 375 px (lines per cell, cut text, the edge cue): every-page.spec.ts. Here: the phone cards, and
// a table that scrolls on a wider screen.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test("each row is a card: its label, then the key column's value first, every value under its column's header", async ({
    page,
  }) => {
    for (const path of ["/one-pager", "/case-study/data-privacy-compliance-startup"]) {
      await page.goto(path);
      expect((await tableProblems(page, path)).problems).toEqual([]);
      const table = page.locator("main table:has(thead [data-key])").first();
      const headers = await table.locator("thead th").allInnerTexts();
      const keyHeader = await table.locator("thead [data-key]").innerText();
      const row = table.locator("tbody tr").first();
      const [label, first] = [row.locator("> *").nth(0), row.locator("> *").nth(1)];
      const labelBox = (await label.boundingBox())!;
      const firstBox = (await first.boundingBox())!;
      // Stacked, not side by side, and as wide as the card.
      expect(firstBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
      expect(firstBox.width).toBeGreaterThan(((await table.boundingBox())!.width * 3) / 4);
      await expect(first).toHaveAttribute("data-key", "");
      await expect(first).toContainText(keyHeader, { ignoreCase: true });
      // Each value shows its column's header; screen readers keep the table's own.
      const values = row.locator("td");
      for (let index = 0; index < (await values.count()); index++) {
        const shown = (await values.nth(index).locator(".data-table-label").innerText()).toLowerCase();
        expect(headers.map((header) => header.toLowerCase())).toContain(shown);
      }
      await expect(table.getByRole("columnheader")).toHaveCount(headers.length);
      await expect(table.getByRole("rowheader").first()).toBeAttached();
    }
  });
});

/** How dark a table region's edge is: the mean darkness of a pixel column `inset` px inside its right edge. */
async function rightEdgeDarkness(region: Locator, inset = 5): Promise<number> {
  const { data, info } = await sharp(await region.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let total = 0;
  const x = info.width - inset;
  for (let y = 0; y < info.height; y++) {
    const offset = (y * info.width + x) * info.channels;
    total += 255 - (data[offset]! + data[offset + 1]! + data[offset + 2]!) / 3;
  }
  return total / info.height;
}

test("a table a little wider than its room scrolls with the keyboard and shows a shadow at the edge while it can", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  // The article comparing the models: the widest comparison in an article.
  const post = content.posts.find((candidate) => candidate.slug.includes("gtm-plugin"));
  test.skip(!post, "no comparison article in this build");
  await page.goto(`/blog/${post!.slug}`);
  const region = page.getByRole("region", { name: /^Table: / }).first();
  await region.scrollIntoViewIfNeeded();
  // 20 px too wide, the overflow the review found without a cue.
  await region.evaluate((element) => {
    const table = element.querySelector("table")!;
    table.style.minWidth = `${element.clientWidth + 20}px`;
  });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(20);
  const key = region.locator("thead [data-key]");
  await expect(key).toBeInViewport({ ratio: 1 });

  const withMore = await rightEdgeDarkness(region);
  await region.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowRight");
  await expect
    .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth - element.scrollLeft))
    .toBeLessThanOrEqual(1);
  const atEnd = await rightEdgeDarkness(region);
  // The shadow is there while there is more to see and gone at the end.
  expect(withMore - atEnd).toBeGreaterThan(8);
});

/**
 * The text under a table region's right-hand edge shadow, while the table can scroll further: for
 * each text node with a line in the shadow's band, its colour and the lowest contrast it has with
 * any pixel behind it there, the pixels read from a screenshot with the region's text made transparent.
 */
async function textUnderEdgeShadow(region: Locator): Promise<Array<{ text: string; ratio: number }>> {
  const lines = await region.evaluate((element) => {
    element.scrollLeft = 0;
    const box = element.getBoundingClientRect();
    // The shadow's band: its width is the cover's (.table-scroller), with 4 px to spare.
    const band = { left: box.right - element.clientLeft - 24, right: box.right - element.clientLeft };
    // The text's colour as the screen shows it (Tailwind's colours are oklch()), over white.
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (color: string) => {
      canvas.fillStyle = "#fff";
      canvas.fillRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    };
    const found: Array<{ text: string; color: string; x: number; y: number; width: number; height: number }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      if (!text || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const left = Math.max(line.left, band.left);
        const right = Math.min(line.right, band.right);
        if (right - left < 1 || line.height < 1) continue;
        found.push({
          text: text.slice(0, 30),
          color: rgb(getComputedStyle(node.parentElement).color),
          x: Math.ceil(left - box.left),
          y: Math.ceil(line.top - box.top),
          width: Math.floor(right - left),
          height: Math.floor(line.height),
        });
      }
    }
    return found;
  });
  const hide = await region.page().addStyleTag({ content: ".table-scroller * { color: transparent !important; }" });
  const { data, info } = await sharp(await region.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  return lines.map(({ text, color, x, y, width, height }) => {
    let ratio = Infinity;
    for (let row = y; row < Math.min(y + height, info.height); row++) {
      for (let column = x; column < Math.min(x + width, info.width); column++) {
        const offset = (row * info.width + column) * 3;
        const behind = `rgb(${data[offset]}, ${data[offset + 1]}, ${data[offset + 2]})`;
        ratio = Math.min(ratio, contrast(color, behind));
      }
    }
    return { text: `${text} (${color})`, ratio };
  });
}

test("text under a table's edge shadow keeps 4.5:1", async ({ page }) => {
  // Every table of every page that has one, from the build, made to scroll where tables scroll
  // (from 640 px; phones get cards): its last column then runs under the shadow.
  const paths = prerenderedPages()
    .filter(({ html }) => html.includes("table-scroller"))
    .map(({ path }) => path);
  expect(paths.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 768, height: 900 });
  let measured = 0;
  for (const path of paths) {
    await page.goto(path);
    for (const region of await page.locator(".table-scroller").all()) {
      if (!(await region.isVisible())) continue;
      await region.evaluate((element) => {
        element.querySelector("table")!.style.minWidth = `${element.clientWidth * 1.5}px`;
      });
      const lines = await textUnderEdgeShadow(region);
      measured += lines.length;
      for (const { text, ratio } of lines) expect(ratio, `${path}: "${text}"`).toBeGreaterThanOrEqual(4.5);
    }
  }
  expect(measured, "lines of text under a shadow").toBeGreaterThan(0);
});

// Issue 36 item 8: a table's region is a Tab stop exactly while it scrolls, never one that scrolls nothing.
const tablePaths = () =>
  prerenderedPages()
    .filter(({ html }) => html.includes("data-table-scroller"))
    .map(({ path }) => path);

/** Each table region of the page whose Tab stop does not match whether it scrolls. */
function stopMismatches(page: Page): Promise<string[]> {
  return page.locator("[data-table-scroller]").evaluateAll((regions) =>
    regions.flatMap((region, index) => {
      const scrolls = region.scrollWidth > region.clientWidth;
      const stop = region.getAttribute("tabindex") === "0";
      return scrolls === stop
        ? []
        : [`region ${index + 1} "${region.getAttribute("aria-label")}": scrolls ${scrolls}, stop ${stop}`];
    }),
  );
}

test("no table region is a Tab stop in the prerendered HTML: the enhancement module decides", () => {
  const paths = tablePaths();
  expect(paths.length).toBeGreaterThan(0);
  for (const { path, html } of prerenderedPages()) {
    for (const region of html.match(/<div[^>]*data-table-scroller[^>]*>/g) ?? []) {
      expect(region, path).not.toMatch(/tabindex/i);
      expect(region, path).toMatch(/role="region"/);
      expect(region, path).toMatch(/aria-label="[^"]+"/);
    }
  }
});

for (const width of [320, 1280]) {
  test(`at ${width} px, on every page with a table, a table's region is a Tab stop exactly when it scrolls`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of tablePaths()) {
      await page.goto(path);
      await expect.poll(() => stopMismatches(page), path).toEqual([]);
    }
  });
}

test("a region that comes to scroll becomes a Tab stop named by its table, and stops being one when the table fits again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const path = tablePaths()[0]!;
  await page.goto(path);
  const region = page.locator("[data-table-scroller]").first();
  await region.scrollIntoViewIfNeeded();
  const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth);
  test.skip(!fits, `the first table of ${path} already scrolls at 1280 px`);
  await expect(region).not.toHaveAttribute("tabindex");
  await region.evaluate((element) => {
    element.querySelector("table")!.style.minWidth = `${element.clientWidth + 200}px`;
  });
  await expect(region).toHaveAttribute("tabindex", "0");
  await expect(region).toHaveRole("region");
  await expect(region).toHaveAccessibleName((await region.getAttribute("aria-label"))!);
  await region.evaluate((element) => {
    element.querySelector("table")!.style.minWidth = "";
  });
  await expect(region).not.toHaveAttribute("tabindex");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a table region that scrolls is still reached with Tab (the browser's keyboard-focusable scrollers)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A tablet width, where a table wider than its room scrolls (phones get cards): made wider here.
    await page.setViewportSize({ width: 768, height: 900 });
    const path = tablePaths()[0]!;
    await page.goto(path);
    const region = page.locator("[data-table-scroller]").first();
    await region.evaluate((element) => {
      element.querySelector("table")!.style.minWidth = `${element.clientWidth + 200}px`;
    });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(region).not.toHaveAttribute("tabindex");
    // From the last focusable element before it, one Tab lands on the region.
    const before = await region.evaluate((element) => {
      const all = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")];
      const earlier = all.filter(
        (candidate) =>
          candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
          candidate.checkVisibility() &&
          candidate.tabIndex >= 0,
      );
      earlier.at(-1)?.setAttribute("data-before-region", "");
      return earlier.length > 0;
    });
    expect(before).toBe(true);
    await page.locator("[data-before-region]").focus();
    await page.keyboard.press("Tab");
    await expect(region).toBeFocused();
  });
});
