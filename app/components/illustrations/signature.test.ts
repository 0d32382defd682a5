import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { HALLMARK, INK, svgDocument } from "./canvas";
import { headlineChartSvg } from "./headline-chart";
import { ridgeMarkup, RIDGE, RIDGE_STROKE, TUSK } from "./signature";

const hallmark = ridgeMarkup(HALLMARK.x, HALLMARK.y, HALLMARK.width, INK);

test("the signature is the mark's own line: the mark file draws the same ridge and tusk", () => {
  const mark = readFileSync("app/components/logos/mamut-mark.svg", "utf8");
  expect(mark).toContain(`d="${RIDGE}"`);
  expect(mark).toContain(`d="${TUSK}"`);
  expect(mark).toContain(`stroke-width="${RIDGE_STROKE}"`);
});

test("the CSS masks of the notch and the section rule draw the signature's paths", () => {
  const css = readFileSync("app/styles/tailwind.css", "utf8");
  const ridge = /--mask-ridge: url\("([^"]+)"\)/.exec(css)?.[1] ?? "";
  expect(decodeURIComponent(ridge)).toContain(`${RIDGE}${TUSK}`);
  const line = decodeURIComponent(/--mask-ridge-line: url\("([^"]+)"\)/.exec(css)?.[1] ?? "");
  // The notch is the ridge's top line: the "M" without its legs.
  expect(line).toContain("M7.5 11l5.75 7.25L16 14.5l2.75 3.75L24.5 11");
});

test("every picture of the art system carries the hallmark once: generated files and the motif files", () => {
  expect(svgDocument("").split(hallmark)).toHaveLength(2);
  const chart = { kind: "compare", before: { low: 5, high: 10 }, after: { low: 25, high: 35 } } as const;
  expect(headlineChartSvg(chart)).toContain(hallmark);
  for (const file of readdirSync("public/illustrations")) {
    expect(readFileSync(join("public/illustrations", file), "utf8").split(hallmark), file).toHaveLength(2);
  }
});
