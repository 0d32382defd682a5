import { expect, test } from "./support/test";
import rawHome from "../../content/data/home";
import { content, filled, prerenderedPages } from "./support/site";

// Issue 36: every chart shows its values as text, names its basis and says its scale; a log scale
// only when labelled. A chart is a figure marked `data-chart` (ArticleChartFigure, the ROI funnel).

const scales = ["linear", "diagram", "log"];

test("every chart on every page shows its values as text, names its basis and states a scale a reader can check", () => {
  const charts = prerenderedPages().flatMap(({ path, html }) =>
    [...html.matchAll(/<figure[^>]*data-chart="[^"]*"[^>]*>[\s\S]*?<\/figure>/g)].map((match) => ({
      path,
      html: match[0],
    })),
  );
  const withCharts = content.posts.filter((post) => post.charts.length > 0);
  expect(charts.length).toBeGreaterThanOrEqual(withCharts.reduce((sum, post) => sum + post.charts.length, 0));
  for (const { path, html } of charts) {
    const scale = /data-chart-scale="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(scales, `${path}: a chart without a stated scale`).toContain(scale);
    const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(html)?.[1]?.replaceAll(/<[^>]+>/g, "") ?? "";
    expect(caption.length, `${path}: a chart without its basis`).toBeGreaterThan(20);
    if (scale === "log") expect(caption, `${path}: a log scale must say so`).toMatch(/logarithmic/i);
    else expect(caption, path).not.toMatch(/logarithmic/i);
    if (scale === "diagram") expect(caption, `${path}: a diagram must say it is not to scale`).toMatch(/not to scale/i);
    expect(html.replaceAll(/<[^>]+>/g, " "), `${path}: a chart without figures`).toMatch(/\d/);
  }
});

test("an article's chart shows each row's figure beside its bar, drawn to one linear scale", async ({ page }) => {
  for (const post of content.posts) {
    if (post.charts.length === 0) continue;
    await page.goto(`/blog/${post.slug}`);
    for (const chart of post.charts) {
      const figure = page.locator("figure[data-chart]").filter({ has: page.getByRole("table", { name: chart.title }) });
      await expect(figure, post.slug).toHaveAttribute("data-chart-scale", "linear");
      await expect(figure.locator("figcaption"), post.slug).toContainText(chart.basis);
      const widths: number[] = [];
      for (const row of chart.rows) {
        const cells = figure.getByRole("row", {
          name: new RegExp(row.label.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")),
        });
        await expect(cells.first(), `${post.slug}: ${row.label}`).toContainText(row.display);
        widths.push(
          await cells
            .first()
            .locator("td[aria-hidden] > span > span")
            .evaluate((bar) => bar.getBoundingClientRect().width),
        );
      }
      // Linear: a bar's length over the longest is its figure over the largest (within a pixel or the 3 px floor).
      const largest = Math.max(...chart.rows.map((row) => row.value));
      const longest = Math.max(...widths);
      chart.rows.forEach((row, i) => {
        const expected = Math.max(3, (row.value / largest) * longest);
        expect(Math.abs((widths[i] ?? 0) - expected), `${post.slug}: ${row.label}`).toBeLessThan(2);
      });
    }
  }
});

test("the home page's tracked results say what is tracked and how, with no curve standing in for data", async ({
  page,
}) => {
  const home = filled(rawHome);
  await page.goto("/");
  const list = page.locator("[data-tracked-results]");
  const section = page.locator("figure").filter({ has: page.getByRole("heading", { name: home.resultsHeading }) });
  await expect(list.locator("dt")).toHaveCount(home.results.length);
  for (const { metric, measure } of home.results) {
    await expect(list.getByText(metric, { exact: true })).toBeVisible();
    await expect(list.getByText(measure)).toBeVisible();
  }
  await expect(section.locator("svg")).toHaveCount(0);
});
