import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { expect, test } from "vitest";
import { growthFrameworkFigures as figures, phaseSpan } from "~/content/growth-framework";
import { filled, siteFigureTokens } from "../../../scripts/build/content-figures";
import { FrameworkPillars, KeyFigures, wrap } from "./framework-figures";

// The text as the page shows it: figure tokens in place, as the build puts them.
const figureTexts = new Map(siteFigureTokens("").map(({ token, text }) => [token, text]));
const source = filled(readFileSync("content/pages/growth-framework.mdx", "utf8"), figureTexts, "");
const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
const headings = [...body.matchAll(/^### (.+)$/gm)].map((match) => match[1]);

test("each pillar of the figure is a pillar the document describes, in its order", () => {
  expect(figures.pillars.map((pillar, index) => `Pillar ${index + 1}: ${pillar.name}`)).toEqual(
    headings.filter((heading) => heading?.startsWith("Pillar ")),
  );
});

test("each phase of the timeline is a phase the document describes, one after the other", () => {
  expect(figures.phases.map((phase) => `${phase.when}: ${phase.name}`)).toEqual(
    headings.filter((heading) => /^Days \d/.test(heading ?? "")),
  );
  const spans = figures.phases.map((phase) => phaseSpan(phase.when));
  spans.forEach((span, index) => expect(span.from).toBe(index === 0 ? 1 : (spans[index - 1]?.to ?? 0) + 1));
});

test("every number of a key figure is one the document's text states", () => {
  const text = body.replace(/<[^>]+>/g, " ");
  for (const item of Object.values(figures.keyFigures).flat()) {
    for (const number of `${item.value} ${item.basis}`.match(/\d+(?:-\d+)?/g) ?? []) {
      expect(text, `${item.value}: ${number}`).toContain(number);
    }
  }
});

test("every set of key figures the text shows exists, and every set is shown", () => {
  const shown = [...body.matchAll(/<KeyFigures set="([^"]+)" \/>/g)].map((match) => match[1]);
  expect(shown.sort()).toEqual(Object.keys(figures.keyFigures).sort());
});

test("the pillars are an image named by every word it draws", () => {
  const words = figures.pillars.flatMap((pillar) => [pillar.name, pillar.role]);
  const html = renderToStaticMarkup(createElement(FrameworkPillars));
  const labels = [...html.matchAll(/<svg role="img" aria-label="([^"]+)"/g)].map((match) => match[1]);
  expect(labels).toHaveLength(2);
  for (const label of labels) for (const word of words) expect(label).toContain(word);
});

test("a missing set of key figures fails the build with the file and the set named", () => {
  expect(() => renderToStaticMarkup(createElement(KeyFigures, { set: "nothing" }))).toThrow(
    /growth-framework\.mdx[\s\S]*figures\.keyFigures\.nothing/,
  );
});

test("words wrap at word boundaries within the width, a long word on its own line", () => {
  expect(wrap("Multi-Channel System", 14)).toEqual(["Multi-Channel", "System"]);
  expect(wrap("What works, made better", 18)).toEqual(["What works, made", "better"]);
  expect(wrap("Telecommunications", 5)).toEqual(["Telecommunications"]);
});
