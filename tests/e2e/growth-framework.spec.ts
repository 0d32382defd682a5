import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { parse } from "yaml";
import { bookingUrl } from "../../app/content/offers";
import { config, filled, labelPattern, offers } from "./support/site";
import { expect, test } from "./support/test";

type Diagram = { caption: string; from?: string; steps: string[]; to?: string };
type Figures = {
  glance: { what: string; audience: string };
  pillars: Array<{ name: string; role: string; diagram: Diagram }>;
  phases: Array<{ when: string; name: string; focus: string[] }>;
  milestone: string;
  keyFigures: Record<string, Array<{ value: string; label: string; basis: string }>>;
};

// The figures as the document's front matter states them, the build's figures in place: what the page must draw.
const source = readFileSync("content/pages/growth-framework.mdx", "utf8");
const figures = filled((parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as { figures: Figures }).figures);

const pillarHeading = (index: number, name: string) => `Pillar ${index + 1}: ${name}`;
const phaseHeading = (phase: { when: string; name: string }) => `${phase.when}: ${phase.name}`;

/** The page's top edge of an element, in document pixels. */
async function top(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

for (const width of [375, 1280]) {
  test(`at ${width} px the growth framework draws its pillars, and calls out its key figures`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/growth-framework");
    const main = page.getByRole("main");
    const pillars = main.getByRole("img", { name: new RegExp(`^1\\. ${figures.pillars[0]?.name}`) });
    await expect(pillars).toHaveCount(1);
    await expect(pillars).toBeVisible();
    for (const pillar of figures.pillars) {
      await expect(pillars).toHaveAccessibleName(new RegExp(`${pillar.name}: ${pillar.role}`));
      await expect(pillars).toContainText(pillar.role);
    }
    // The pillars figure sits in its own section, after the section's heading.
    const section = main.locator("h2#growth-framework");
    await expect(section).toBeVisible();
    expect(await top(section)).toBeLessThan(await top(pillars));
    // Its words are legible: no text in it drawn smaller than 11 px.
    const smallest = await main
      .locator("figure svg text")
      .evaluateAll((texts) =>
        Math.min(...texts.filter((t) => t.getClientRects().length).map((t) => t.getBoundingClientRect().height)),
      );
    expect(smallest).toBeGreaterThanOrEqual(11);

    for (const item of Object.values(figures.keyFigures).flat()) {
      const term = main.getByRole("term").filter({ hasText: item.label });
      await expect(term).toBeVisible();
      await expect(main.getByRole("definition").filter({ hasText: item.value }).first()).toBeVisible();
    }
  });

  test(`at ${width} px each pillar and each phase has its own figure, named, between its heading and the next`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/growth-framework");
    const main = page.getByRole("main");
    const sections = [
      ...figures.pillars.map((pillar, index) => ({
        heading: pillarHeading(index, pillar.name),
        caption: pillar.diagram.caption,
        words: [pillar.diagram.from, ...pillar.diagram.steps, pillar.diagram.to].filter((word) => word !== undefined),
      })),
      ...figures.phases.map((phase) => ({
        heading: phaseHeading(phase),
        caption: undefined,
        words: [phase.when, ...phase.focus, figures.milestone],
      })),
    ];
    for (const { heading, caption, words } of sections) {
      const title = main.getByRole("heading", { level: 3, name: heading, exact: true });
      await expect(title).toBeVisible();
      // The section runs to the next heading of its level or above.
      const next = title.locator("xpath=following::*[self::h2 or self::h3][1]");
      const figure = title.locator("xpath=following::figure[1]");
      await expect(figure, heading).toBeVisible();
      expect(await top(figure), heading).toBeLessThan(await top(next));
      // Its text alternative: a caption that names it (the words it draws are text, read in order).
      const name = await figure.evaluate((element) => element.querySelector("figcaption")?.textContent?.trim() ?? "");
      expect(name, heading).not.toBe("");
      await expect(main.getByRole("figure", { name, exact: true })).toHaveCount(1);
      if (caption) expect(name).toBe(caption);
      for (const word of words) await expect(figure, heading).toContainText(word);
    }
  });
}

test("the summary is in the first screen at 1280 px: what it is, the pillars and phases, whom it is for, the next step", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/growth-framework");
  const summary = page.getByRole("main").getByRole("region", { name: "At a glance" });
  await expect(summary).toBeInViewport({ ratio: 1 });
  await expect(summary).toContainText(figures.glance.what);
  await expect(summary).toContainText(figures.glance.audience);
  for (const pillar of figures.pillars) await expect(summary.getByRole("listitem")).toContainText([pillar.name]);
  for (const phase of figures.phases) {
    await expect(summary.getByRole("listitem").filter({ hasText: phase.when })).toContainText(phase.name);
  }
  const next = summary.getByRole("link", { name: labelPattern(offers.healthtech.callLabel) });
  await expect(next).toHaveAttribute("href", bookingUrl(offers.healthtech, config));
  await expect(next).toBeInViewport({ ratio: 1 });
});

test("the growth framework keeps every section and fact SPEC names for it", async ({ page }) => {
  await page.goto("/growth-framework");
  const main = page.getByRole("main");
  // SPEC.md, "Growth Framework (/growth-framework)", in its order; the principles and results are SPEC's too.
  const spec = [
    /^Executive summary$/i,
    /^Core principles$/i,
    /^The 4-pillar growth framework$/i,
    /^60-90 day implementation timeline$/i,
    /^Success metrics and KPIs$/i,
    /^Partnership approach$/i,
    /^Ready to get started$/i,
  ];
  const headings = main.getByRole("heading", { level: 2 });
  const found: number[] = [];
  for (const name of spec) {
    const heading = headings.filter({ hasText: name });
    await expect(heading, String(name)).toHaveCount(1);
    found.push(await top(heading));
  }
  expect(found).toEqual([...found].sort((a, b) => a - b));
  for (const principle of ["Clinical credibility", "Commercial execution", "Research to revenue", "True partnership"]) {
    await expect(main.locator("#core-principles ~ ul").first()).toContainText(principle);
  }
  for (const pillar of ["Target Blueprint", "Message Framework", "Multi-Channel System", "Performance Engine"]) {
    await expect(main.getByRole("heading", { level: 3, name: new RegExp(pillar) })).toBeVisible();
  }
  for (const days of ["1-30", "31-60", "61-90"]) {
    await expect(main.getByRole("heading", { level: 3, name: new RegExp(`Days ${days}`) })).toBeVisible();
  }
  const metrics = main.locator("#success-metrics ~ ul").first();
  for (const result of [
    "Qualified leads",
    "Meeting-to-conversion rate",
    "Partnership acquisition velocity",
    "Pipeline growth",
    "Market penetration",
    "Customer acquisition cost",
  ]) {
    await expect(metrics.getByRole("listitem").filter({ hasText: result })).toHaveCount(1);
  }
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

// Before issue 36 the page was 18,051 px tall at 375 px (measured 2026-11-28 with
// scripts/audit/page-heights.ts; reports/36-framework/before-heights.txt): a buyer skims it now, so
// it may take at most two thirds of that, header, closing band and footer included.
const HEIGHT_BEFORE_AT_375 = 18_051;

test("on a phone the growth framework is at most two thirds of its height before issue 36", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/growth-framework");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual((HEIGHT_BEFORE_AT_375 * 2) / 3);
});
