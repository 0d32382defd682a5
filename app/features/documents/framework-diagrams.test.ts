import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { growthFrameworkFigures as figures } from "~/content/growth-framework";
import { documentFiguresSchema } from "~/content/pages";
import { PhaseDiagram, PillarDiagram } from "./framework-diagrams";

const body = readFileSync("content/pages/growth-framework.mdx", "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");

/** The text under each `### ` heading, up to the next heading of any level. */
const subsections = new Map(
  [...body.matchAll(/^### (.+)\n([\s\S]*?)(?=^#{2,3} |^<h2 |(?![\s\S]))/gm)].map((match) => [match[1], match[2] ?? ""]),
);

test("each pillar's and each phase's section shows its own diagram, and only its own", () => {
  figures.pillars.forEach((pillar, index) => {
    const text = subsections.get(`Pillar ${index + 1}: ${pillar.name}`) ?? "";
    expect(text.match(/<PillarDiagram name="([^"]+)" \/>/g), pillar.name).toEqual([
      `<PillarDiagram name="${pillar.name}" />`,
    ]);
  });
  for (const phase of figures.phases) {
    const text = subsections.get(`${phase.when}: ${phase.name}`) ?? "";
    expect(text.match(/<PhaseDiagram when="([^"]+)" \/>/g), phase.when).toEqual([
      `<PhaseDiagram when="${phase.when}" />`,
    ]);
  }
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

test("a pillar's diagram is a figure, captioned, that states every step in its order", () => {
  for (const pillar of figures.pillars) {
    const html = renderToStaticMarkup(createElement(PillarDiagram, { name: pillar.name }));
    expect(html).toMatch(new RegExp(`^<figure[^>]*><figcaption[^>]*>${pillar.diagram.caption}</figcaption>`));
    const words = text(html);
    const parts = [pillar.diagram.from, ...pillar.diagram.steps, pillar.diagram.to].filter(Boolean) as string[];
    const positions = parts.map((part) => words.indexOf(part));
    expect(
      positions.every((position) => position >= 0),
      pillar.name,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }
});

test("a phase's diagram marks its own span of the rollout, to scale, with its pillars and its review", () => {
  for (const phase of figures.phases) {
    const html = renderToStaticMarkup(createElement(PhaseDiagram, { when: phase.when }));
    expect(html).toMatch(/^<figure[^>]*><figcaption[^>]*>/);
    const current = [...html.matchAll(/<li aria-current="step" style="flex-grow:(\d+)"[^>]*>(.*?)<\/li>/g)];
    // The span's words, its range kept whole in a span of its own.
    expect(current.map((match) => match[2]?.replace(/<[^>]+>/g, ""))).toEqual([phase.when]);
    const [, from = "0", to = "0"] = /(\d+)-(\d+)$/.exec(phase.when) ?? [];
    expect(Number(current[0]?.[1])).toBe(Number(to) - Number(from) + 1);
    for (const name of phase.focus) expect(text(html)).toContain(name);
    expect(text(html)).toContain(figures.milestone);
  }
});

test("a diagram the text asks for that the front matter lacks fails the build, naming the file and the choices", () => {
  expect(() => renderToStaticMarkup(createElement(PillarDiagram, { name: "Brand Book" }))).toThrow(
    /growth-framework\.mdx[\s\S]*Brand Book[\s\S]*Target Blueprint/,
  );
  expect(() => renderToStaticMarkup(createElement(PhaseDiagram, { when: "Days 91-120" }))).toThrow(
    /growth-framework\.mdx[\s\S]*Days 91-120[\s\S]*Days 1-30/,
  );
});

test("a phase's focus must name the document's pillars", () => {
  const wrong = {
    ...figures,
    phases: figures.phases.map((phase, index) => (index === 1 ? { ...phase, focus: ["Cold Calling"] } : phase)),
  };
  const result = documentFiguresSchema.safeParse(wrong);
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]).toMatchObject({ path: ["phases", 1, "focus", 0] });
  expect(result.error?.issues[0]?.message).toMatch(/"Cold Calling" is not one of the pillars/);
});
