import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

// Issue 36, items 4 and 7: one system across every page the build prerendered, and the 404 page,
// checked on each in every-page.spec.ts.

/** The action colour's shades (DESIGN.md: indigo for actions and links only), as tailwind.css declares them. */
export const indigo = [
  ...readFileSync("app/styles/tailwind.css", "utf8").matchAll(/--color-(?:brand-\d+|band): (#[0-9a-f]{6});/g),
]
  .map((match) => match[1] ?? "")
  .map((hex) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`);

export type PageReport = { eyebrows: string[]; uppercase: string[]; indigo: string[]; dark: string[]; hero: string[] };

/** What the rules look at on one page, read from the rendered page's computed styles. */
export function readPage(page: Page): Promise<PageReport> {
  return page.evaluate((indigoShades) => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const style = (element: Element) => getComputedStyle(element);
    const html = [...document.querySelectorAll("body *")].filter(
      (element) => !element.closest("svg") && shown(element),
    );

    // One eyebrow: every eyebrow in one size, weight and tracking; nothing else in capitals.
    const eyebrows = new Set(
      html
        .filter((element) => element.classList.contains("eyebrow"))
        .map((element) => {
          const { fontSize, fontWeight, letterSpacing } = style(element);
          return `${fontSize} ${fontWeight} ${letterSpacing}`;
        }),
    );
    const uppercase = html
      // A table's column headers are the table's own, not labels above a heading.
      .filter((element) => style(element).textTransform === "uppercase" && !element.closest(".eyebrow, th"))
      .map(describe);

    // Indigo only for what is clicked: no heading, figure or chart of data in it.
    // A card whose title link is stretched over it (the link's ::after covers the card) is clicked anywhere.
    const stretched = [...document.querySelectorAll("a")]
      .filter((link) => getComputedStyle(link, "::after").position === "absolute")
      .map((link) => link.offsetParent)
      .filter((card) => card !== null);
    const clickable = (element: Element) =>
      element.closest("a, button, summary, label") !== null || stretched.some((card) => card.contains(element));
    const indigoText = [
      ...document.querySelectorAll(
        "main :is(h1, h2, h3, h4, .figure-nums, dd), main :is(h1, h2, h3, h4) :not(svg, svg *)",
      ),
    ].filter((element) => shown(element) && !clickable(element) && indigoShades.includes(style(element).color));
    // An icon draws in its text colour: beside a heading or a status it is decoration, not an action.
    const indigoIcons = [...document.querySelectorAll('main svg:has(> use[href*="icon-sprite"])')].filter(
      (element) => shown(element) && !clickable(element) && indigoShades.includes(style(element).color),
    );
    const indigoData = [...document.querySelectorAll("main :is([role=progressbar] *, [data-chart] *)")].filter(
      (element) => {
        const { backgroundColor, fill } = style(element);
        return indigoShades.includes(backgroundColor) || indigoShades.includes(fill);
      },
    );

    // One dark block: the full-width bands with a dark background, each separated from the next.
    // Any CSS colour (Tailwind's are oklch) as sRGB, through a canvas pixel.
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const luminance = (color: string) => {
      if (!canvas) throw new Error("no canvas");
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 255, g = 255, b = 255, alpha = 255] = canvas.getImageData(0, 0, 1, 1).data;
      if (alpha < 128) return 1;
      const linear = (value: number) => ((value /= 255) <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const bands = html
      .filter((element) => element.getBoundingClientRect().width >= innerWidth * 0.95)
      .filter((element) => luminance(style(element).backgroundColor) < 0.1)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element }, index, all) => !all.some((other, at) => at !== index && other.element.contains(element)))
      .sort((a, b) => a.box.top - b.box.top);
    const dark =
      bands.length > 1 ? bands.map(({ element, box }) => `${describe(element)} ${box.top}-${box.bottom}`) : [];

    // One hero system: one hero, white, no tint or gradient behind it.
    const heroes = [...document.querySelectorAll("[data-hero]")];
    const hero: string[] = heroes.length === 1 ? [] : [`${heroes.length} heroes`];
    for (let element = heroes[0] ?? null; element; element = element.parentElement) {
      const { backgroundColor, backgroundImage } = style(element);
      if (backgroundImage !== "none") hero.push(`${describe(element)} has ${backgroundImage.slice(0, 40)}`);
      if (backgroundColor === "rgba(0, 0, 0, 0)") continue;
      if (backgroundColor !== "rgb(255, 255, 255)") hero.push(`${describe(element)} on ${backgroundColor}`);
      break;
    }
    for (const inside of heroes[0]?.querySelectorAll("[aria-hidden=true]") ?? []) {
      if (style(inside).backgroundImage.includes("gradient")) hero.push(`a gradient behind ${describe(inside)}`);
    }

    return {
      eyebrows: [...eyebrows],
      uppercase,
      indigo: [
        ...[...indigoText, ...indigoData].map(describe),
        ...indigoIcons.map(
          (icon) =>
            `icon "${icon.querySelector("use")?.getAttribute("href")?.split("#")[1]}" in ${describe(icon.parentElement ?? icon)}`,
        ),
      ],
      dark,
      hero,
    };
  }, indigo);
}

/**
 * At 1280 px: one eyebrow look, and it is the site's (`look`, as the home page shows it), nothing
 * else in capitals, indigo only where it acts, one dark block, one hero.
 */
export async function expectOneSystem(page: Page, look: string | undefined): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => page.evaluate(() => innerWidth)).toBe(1280);
  const report = await readPage(page);
  expect(report.eyebrows.length, "eyebrow styles").toBeLessThanOrEqual(1);
  expect(
    report.eyebrows.filter((found) => found !== look),
    "eyebrows in another look than the site's",
  ).toEqual([]);
  expect(report.uppercase, "capitals outside the eyebrow").toEqual([]);
  expect(report.indigo, "headings, figures, charts and icons that are not actions in the action colour").toEqual([]);
  expect(report.dark, "more than one dark block").toEqual([]);
  expect(report.hero, "the hero system").toEqual([]);
}

/** Figures with a range: "$10.5K-$13.5K", "68-75%", "$112,825 to $139,825", "Days 1-30". */
const RANGE_SOURCE = String.raw`\$?\d[\d.,]*[KkM]?%?(?:\s?[-–]\s?|\sto\s)\$?\d[\d.,]*[KkM]?(?:%|x)?\+?`;

/** At 320 px no figure range in the page's main text breaks across lines. */
export async function expectRangesWhole(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 568 });
  await expect.poll(() => page.evaluate(() => innerWidth)).toBe(320);
  const broken = await page.evaluate((source) => {
    const blockOf = (node: Node) => {
      for (let element = node.parentElement; element; element = element.parentElement) {
        if (!getComputedStyle(element).display.startsWith("inline")) return element;
      }
      return document.body;
    };
    // The page's text, node by node; a block boundary is a break no range crosses.
    const nodes: Array<{ node: Text; start: number }> = [];
    let text = "";
    let block: Element | undefined;
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest("svg, script, style, .sr-only, [hidden]")) continue;
      const here = blockOf(node);
      if (block && here !== block) text += "\n";
      block = here;
      nodes.push({ node, start: text.length });
      text += node.data;
    }
    const at = (offset: number) => {
      const found = nodes.findLast(({ start }) => start <= offset) ?? nodes[0];
      return found ? { node: found.node, offset: Math.min(offset - found.start, found.node.length) } : undefined;
    };
    const problems: string[] = [];
    for (const match of text.matchAll(new RegExp(source, "g"))) {
      const start = at(match.index);
      const end = at(match.index + match[0].length - 1);
      if (!start || !end) continue;
      const range = document.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset + 1);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
      );
      // A line box may hold parts a pixel apart (baseline shifts of inline blocks): compare with tolerance.
      const bottoms = [...lines].sort((a, b) => a - b);
      if (bottoms.length > 1 && (bottoms.at(-1) ?? 0) - (bottoms[0] ?? 0) > 6) problems.push(match[0]);
    }
    return problems;
  }, RANGE_SOURCE);
  expect(broken, "figure ranges broken across lines at 320 px").toEqual([]);
}
