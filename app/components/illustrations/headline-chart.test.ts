import { expect, test } from "vitest";
import { caseStudies } from "~/content/one-pagers";
import { COMPOSITIONS, DRAWINGS, drawingPlaces, headlineChartSvg, headlineMetric, parseSpan } from "./headline-chart";

test("a figure reads as its low and high ends, with or without a unit", () => {
  expect(parseSpan("25-35")).toEqual({ low: 25, high: 35 });
  expect(parseSpan("68-75%")).toEqual({ low: 68, high: 75 });
  expect(parseSpan("15%")).toEqual({ low: 15, high: 15 });
  expect(parseSpan("50,000+")).toEqual({ low: 50000, high: 50000 });
  expect(parseSpan("Not tracked")).toBeUndefined();
});

test("a money figure reads in dollars, its unit applying to both ends", () => {
  expect(parseSpan("$9.8K-$12.5K")).toEqual({ low: 9800, high: 12500 });
  expect(parseSpan("$30K-$45K in-house")).toEqual({ low: 30000, high: 45000 });
  expect(parseSpan("9.8-12.5K")).toEqual({ low: 9800, high: 12500 });
  expect(parseSpan("$2,500")).toEqual({ low: 2500, high: 2500 });
});

test("a case study can name the metric it leads with", () => {
  const metrics = [
    { label: "SQLs a month, up from 5-10", value: "25-35" },
    { label: "Sales cycle, down from 45-60 days", value: "30 days" },
  ];
  expect(headlineMetric(metrics)?.metric.label).toBe("SQLs a month, up from 5-10");
  expect(headlineMetric(metrics, "Sales cycle, down from 45-60 days")).toEqual({
    metric: metrics[1],
    chart: { kind: "compare", before: { low: 45, high: 60 }, after: { low: 30, high: 30 } },
  });
});

test("each composition draws the same comparison differently, in shapes and not only in coordinates", () => {
  const chart = { kind: "compare", before: { low: 30000, high: 45000 }, after: { low: 9800, high: 12500 } } as const;
  const compositions = Array.from({ length: COMPOSITIONS }, (_, composition) => composition);
  const drawings = compositions.map((composition) => headlineChartSvg(chart, composition));
  const shapes = drawings.map((svg) => svg.replaceAll(/-?\d+(\.\d+)?/g, "#"));
  expect(new Set(shapes).size).toBe(COMPOSITIONS);
});

test("past the compositions, each is drawn mirrored: every place up to DRAWINGS is its own picture", () => {
  const chart = { kind: "compare", before: { low: 30000, high: 45000 }, after: { low: 9800, high: 12500 } } as const;
  const drawings = Array.from({ length: DRAWINGS }, (_, place) => headlineChartSvg(chart, place));
  expect(new Set(drawings).size).toBe(DRAWINGS);
});

test("the case studies, the long-form one first (order 0), each take a place no other has, whatever their orders", () => {
  const orders = [0, ...caseStudies.map((page) => page.order)];
  expect(new Set(drawingPlaces(orders)).size).toBe(orders.length);
  // An owner's seventh and eighth case study, with an order another already has.
  expect(drawingPlaces([0, 3, 1, 3, 2, 5, 4, 6])).toEqual([0, 3, 1, 4, 2, 6, 5, 7]);
});

test("a metric that says where it came from becomes a before and after comparison", () => {
  const headline = headlineMetric([
    { label: "Install", value: "7 days" },
    { label: "SQLs a month, up from 5-10", value: "25-35" },
  ]);
  expect(headline).toEqual({
    metric: { label: "SQLs a month, up from 5-10", value: "25-35" },
    chart: { kind: "compare", before: { low: 5, high: 10 }, after: { low: 25, high: 35 } },
  });
});

test("without a comparison the first percentage becomes a share of a ring", () => {
  const headline = headlineMetric([
    { label: "Install", value: "7 days" },
    { label: "Meeting show rate", value: "68-75%" },
    { label: "Lower customer acquisition cost", value: "22-30%" },
  ]);
  expect(headline?.metric.label).toBe("Meeting show rate");
  expect(headline?.chart).toEqual({ kind: "share", value: { low: 68, high: 75 } });
});

test("results with nothing to chart have no chart", () => {
  expect(headlineMetric([{ label: "Install", value: "7 days" }])).toBeUndefined();
});

test("the drawn comparison scales the taller bar to the chart's height and carries no text", () => {
  const svg = headlineChartSvg({ kind: "compare", before: { low: 5, high: 10 }, after: { low: 25, high: 35 } });
  expect(svg).toContain('height="208"');
  expect(svg).not.toMatch(/<text/);
});

test("the drawn share fills the ring to the low and the high end", () => {
  const svg = headlineChartSvg({ kind: "share", value: { low: 68, high: 75 } });
  expect(svg).toContain('stroke-dasharray="68 100"');
  expect(svg).toContain('stroke-dasharray="75 100"');
});
