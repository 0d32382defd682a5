import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { filled } from "./support/site";
import { expect, test } from "./support/test";

type Figures = {
  pillars: Array<{ name: string; role: string }>;
  phases: Array<{ when: string; name: string }>;
  keyFigures: Record<string, Array<{ value: string; label: string; basis: string }>>;
};

// The figures as the document's front matter states them, the build's figures in place: what the page must draw.
const source = readFileSync("content/pages/growth-framework.mdx", "utf8");
const figures = filled((parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as { figures: Figures }).figures);

for (const width of [375, 1280]) {
  test(`at ${width} px the growth framework draws its pillars and its timeline, and calls out its key figures`, async ({
    page,
  }) => {
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
    expect((await section.boundingBox())?.y ?? 0).toBeLessThan((await pillars.boundingBox())?.y ?? 0);

    const timeline = main.getByRole("img", { name: new RegExp(`^${figures.phases[0]?.when}`) });
    await expect(timeline).toHaveCount(1);
    await expect(timeline).toBeVisible();
    for (const phase of figures.phases) {
      await expect(timeline).toHaveAccessibleName(new RegExp(`${phase.when}: ${phase.name}`));
      await expect(timeline).toContainText(phase.name);
    }
    // Its words are legible: no text in either figure drawn smaller than 11 px.
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
}
