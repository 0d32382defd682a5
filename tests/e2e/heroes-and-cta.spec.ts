import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { config, content, filled, labelPattern, offers, prerenderedPages } from "./support/site";
import homeContent from "../../content/data/home";

// The heroes and the closing call to action (issue 29, items 2, 4 and 7): measured on every page
// the build prerendered (the sitemap's URLs; quality.spec.ts checks they are the same list).
const pages = prerenderedPages();
const { proof } = filled(homeContent);

/** DESIGN.md: display type 56-72 px on desktop, 36-44 px on phones. */
const DISPLAY = { desktop: { min: 56, max: 72 }, phone: { min: 36, max: 44 } };

async function bottomOf(page: Page, selector: ReturnType<Page["locator"]>): Promise<number> {
  const box = await selector.boundingBox();
  if (!box) throw new Error("not rendered");
  return box.y + box.height;
}

const homeBooking = (page: Page) =>
  page.locator("#home").getByRole("link", { name: labelPattern(offers.healthtech.callLabel) });
/** The first proof figure as the home page prints it large (content/data/home.ts). */
const firstProofFigure = (page: Page) =>
  page
    .getByRole("heading", { name: "Proof in figures" })
    .locator("xpath=..")
    .getByText(proof[0]?.figure ?? "", { exact: true });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`home at ${viewport.width}x${viewport.height}: the booking button and a proof figure are in the first 700 px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    expect(await bottomOf(page, homeBooking(page))).toBeLessThanOrEqual(700);
    expect(await bottomOf(page, firstProofFigure(page))).toBeLessThanOrEqual(700);
  });
}

test("home on phones: the booking button and a proof figure on the first screen at 375x812, the button at 320x568", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  expect(await bottomOf(page, homeBooking(page))).toBeLessThanOrEqual(812);
  expect(await bottomOf(page, firstProofFigure(page))).toBeLessThanOrEqual(812);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/");
  expect(await bottomOf(page, homeBooking(page))).toBeLessThanOrEqual(568);
});

test("every page has at most one closing call to action, all in the one look, and the home page, the listings, the growth framework and every article, one-pager and case study close with one", () => {
  const looks = new Set<string>();
  const counts = new Map<string, number>();
  for (const { path, html } of pages) {
    const tags = [...html.matchAll(/<section[^>]*data-closing-cta[^>]*>/g)].map((match) => match[0]);
    counts.set(path, tags.length);
    // The same classes on screen; a band that prints differs only in its print: classes.
    for (const tag of tags) {
      const classes = tag.match(/class="([^"]*)"/)?.[1] ?? "";
      looks.add(
        classes
          .split(/\s+/)
          .filter((name) => name && !name.startsWith("print"))
          .join(" "),
      );
    }
  }
  expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  expect(looks.size).toBe(1);
  const closing = [
    "/",
    "/blog",
    "/industries",
    "/case-studies",
    "/growth-framework",
    ...content.posts.map((post) => `/blog/${post.slug}`),
    ...content.onePagers.map((page) => `/one-pagers/${page.slug}`),
    ...content.caseStudies.map((page) => `/case-studies/${page.slug}`),
  ];
  expect(closing.filter((path) => counts.get(path) !== 1)).toEqual([]);
});

test("the closing call to action is the last part of the page before the footer, with one button at most", async ({
  page,
}) => {
  for (const path of ["/", "/blog", `/blog/${content.posts[0]?.slug}`, "/industries"]) {
    await page.goto(path);
    const cta = page.locator("main [data-closing-cta]");
    await expect(cta).toHaveCount(1);
    const last = await cta.evaluate((element) => {
      const main = element.closest("main");
      return main?.lastElementChild === element || main?.lastElementChild?.contains(element) === true;
    });
    expect(last, `${path}: the call to action closes the page`).toBe(true);
    // One primary action: a button-styled link or a form's submit button.
    await expect(cta.locator("a.rounded-full, button[type=submit]")).toHaveCount(1);
  }
});

/**
 * Names keep their capitals in a sentence-case heading: the site's and its products' (from the
 * configuration), the authors' (from the content index), SPEC's names and the proper nouns headings use.
 */
const names = [
  config.productName,
  `${config.productName} Talent`,
  ...content.posts.map((post) => post.author),
  "Healthtech Heroes",
  "Outbound Insights",
  "Google Maps Integration",
  "Healthtech Growth Framework",
  "Target Blueprint",
  "Message Framework",
  "Multi-Channel System",
  "Performance Engine",
  "Privacy Policy",
  "Series A",
  "Series B",
  "Latin America",
  "LinkedIn",
  "English",
].sort((a, b) => b.length - a.length);

/** A heading's words after its first (and after a colon) that are capitalised but no name. */
function titleCased(heading: string): string[] {
  const unnamed = names.reduce((text, name) => text.replaceAll(name, "name"), heading);
  return unnamed
    .split(/(?<!vs\.)(?<=[:.?!])\s+/)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ""))
    .filter((word) => /^\p{Lu}\p{Ll}+(?:-\p{L}+)*$/u.test(word));
}

/** The H1's hero kind and display size, and the page's headings in the case they show. */
async function heroAndHeadings(page: Page): Promise<{ kind: string; size: number; headings: string[] }> {
  return page.evaluate(() => {
    const h1 = document.querySelector("h1");
    return {
      kind: h1?.closest("[data-hero]")?.getAttribute("data-hero") ?? "none",
      size: h1 ? Math.round(parseFloat(getComputedStyle(h1).fontSize)) : 0,
      headings: [...document.querySelectorAll("h1, h2, h3")]
        .filter((element) => getComputedStyle(element).textTransform === "none")
        .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
    };
  });
}

/** A split hero's visual slot: beside the headline at 1280 px, as wide as half of it, drawn. */
async function expectVisualFilled(page: Page, path: string): Promise<void> {
  const hero = page.locator('[data-hero="split"]');
  const visual = hero.locator("[data-hero-visual]");
  await expect(visual, path).toHaveCount(1);
  await visual.scrollIntoViewIfNeeded();
  const visualBox = await visual.boundingBox();
  if (!visualBox) throw new Error(`${path}: the visual is not rendered`);
  // Beside the headline, not under it, and not a sliver.
  const titleBox = await hero.locator("h1").boundingBox();
  if (!titleBox) throw new Error(`${path}: no headline`);
  expect(visualBox.x, path).toBeGreaterThanOrEqual(titleBox.x + titleBox.width);
  expect(visualBox.width, path).toBeGreaterThan(titleBox.width / 2);
  expect(visualBox.height, path).toBeGreaterThan(120);
  // Every image in it has loaded and been drawn (the illustration system's SVG files).
  for (const image of await visual.locator("img").all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: path })
      .toBe(true);
  }
}

// One visit per page for the three checks (a load per check and width took 119 s of the suite).
// The layout at 375 px is CSS's, so the page loaded at 1280 px and then narrowed shows what a
// phone loads.
test("every page's H1 is in a hero of one of the two kinds, each kind with one display size inside DESIGN.md's range; every split hero's visual slot is filled; every heading is in sentence case", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sizes: Record<"desktop" | "phone", Record<string, Set<number>>> = { desktop: {}, phone: {} };
  const split: string[] = [];
  const offenders: string[] = [];
  for (const { path } of pages) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const desktop = await heroAndHeadings(page);
    expect(["split", "long"], `${path}: its H1 is in a hero`).toContain(desktop.kind);
    (sizes.desktop[desktop.kind] ??= new Set()).add(desktop.size);
    for (const heading of desktop.headings) {
      const words = titleCased(heading);
      if (words.length) offenders.push(`${path}: "${heading}" (${words.join(", ")})`);
    }
    if (desktop.kind === "split") {
      split.push(path);
      await expectVisualFilled(page, path);
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(375);
    const phone = await heroAndHeadings(page);
    (sizes.phone[phone.kind] ??= new Set()).add(phone.size);
  }
  for (const [width, range, found] of [
    [1280, DISPLAY.desktop, sizes.desktop],
    [375, DISPLAY.phone, sizes.phone],
  ] as const) {
    for (const [kind, set] of Object.entries(found)) {
      expect([...set], `${kind} heroes at ${width} px have one size`).toHaveLength(1);
      const [size = 0] = set;
      expect(size, `${kind} heroes at ${width} px`).toBeGreaterThanOrEqual(range.min);
      expect(size, `${kind} heroes at ${width} px`).toBeLessThanOrEqual(range.max);
    }
  }
  expect(split).toEqual(expect.arrayContaining(["/", "/industries", "/case-studies", "/one-pager", "/blog"]));
  expect([...new Set(offenders)]).toEqual([]);
});

/** Each place a hyphenated word of an article's title ("co-pilot") is broken over two lines. */
async function brokenCompounds(page: Page, compounds: string[]): Promise<string[]> {
  return page.evaluate(
    (words) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Titles and headings, their links and the contents; running text may break at a hyphen.
        if (!node.parentElement?.closest("h1, h2, h3, h4, a, nav")) continue;
        const text = node.textContent ?? "";
        for (const word of words) {
          const lower = text.toLowerCase();
          for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) broken.push(`${word} in "${text.trim().slice(0, 60)}"`);
          }
        }
      }
      return broken;
    },
    compounds.map((word) => word.toLowerCase()),
  );
}

test("a hyphenated word of an article's title (co-pilot) never breaks at its hyphen in a title, heading or link", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const titled = content.posts
    .map((post) => ({ slug: post.slug, compounds: post.title.match(/[\p{L}\d]+(?:-[\p{L}\d]+)+/gu) ?? [] }))
    .filter((post) => post.compounds.length > 0);
  expect(titled.length, "an article title has a hyphenated word to check").toBeGreaterThan(0);
  for (const { slug, compounds } of titled) {
    for (const path of [`/blog/${slug}`, "/blog"]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      for (const width of [1280, 375, 320]) {
        await page.setViewportSize({ width, height: 900 });
        const shown = await brokenCompounds(page, compounds);
        expect(shown, `${path} at ${width} px`).toEqual([]);
      }
    }
  }
});
