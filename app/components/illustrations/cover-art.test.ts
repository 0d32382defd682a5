import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { expect, test } from "vitest";
import { posts } from "~/content/blog";
import { GRID, GROUND, H, SAFE_LEFT, SAFE_RIGHT, W } from "./canvas";
import { seededRandom } from "./art-kit";
import { articleCoverInput, articleCoverSvg } from "./cover-art";
import { assignCoverMotifs, coverMotifs } from "./cover-motifs";

const chosen = assignCoverMotifs(posts);
const covers = posts.map((post) => {
  const input = articleCoverInput(
    post,
    readFileSync(`content/blog/${post.slug}.mdx`, "utf8"),
    chosen.get(post.slug) ?? "neutral",
  );
  return { slug: post.slug, input, svg: articleCoverSvg(input) };
});

/** The drawing's shapes without the numbers that place them: two covers alike in kind look alike. */
const shapeDigest = (svg: string) => svg.replaceAll(/-?\d+(\.\d+)?/g, "#");

/** The columns of a rendered SVG that hold anything but the ground and its grid lines. */
function drawnColumns(svg: string): number[] {
  const { pixels } = new Resvg(svg, { fitTo: { mode: "original" } }).render();
  const background = [GROUND, GRID].map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
  const columns = new Set<number>();
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const rgb = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
      // Anti-aliased grid lines blend ground and grid: anything between the two is background.
      const isBackground = rgb.every((value, k) => {
        const [a = 0, b = 0] = background.map((colour) => colour[k] ?? 0);
        return value >= Math.min(a, b) - 2 && value <= Math.max(a, b) + 2;
      });
      if (!isBackground) columns.add(x);
    }
  }
  return [...columns].sort((a, b) => a - b);
}

test("every article's cover keeps a margin of ground on either side of its drawing, as the motif files do", () => {
  for (const { slug, svg } of covers) {
    const drawn = drawnColumns(svg);
    expect(drawn.length, slug).toBeGreaterThan(0);
    expect(drawn[0], slug).toBeGreaterThanOrEqual(SAFE_LEFT - 4);
    expect(drawn.at(-1), slug).toBeLessThanOrEqual(SAFE_RIGHT + 4);
  }
});

test("no two articles share a cover, also within a category", () => {
  expect(new Set(covers.map((cover) => cover.svg)).size).toBe(covers.length);
});

test("no two articles share a drawing while drawings are left: each its own motif, not only its own coordinates", () => {
  const distinct = Math.min(covers.length, coverMotifs.length - 1);
  expect(new Set(covers.map((cover) => cover.input.motif)).size).toBe(distinct);
  expect(new Set(covers.map((cover) => shapeDigest(cover.svg))).size).toBeGreaterThanOrEqual(distinct);
});

test("a new article gets a drawing no article has, and leaves every other article's art as it was", () => {
  const newest =
    posts
      .map((post) => post.date)
      .sort()
      .at(-1) ?? "2025-01-01";
  const added = {
    slug: "an-article-added-tomorrow",
    category: posts[0]?.category ?? "Strategy",
    date: `${newest}x`,
    tags: ["outbound"],
  };
  const after = assignCoverMotifs([...posts, added]);
  for (const post of posts) expect(after.get(post.slug), post.slug).toBe(chosen.get(post.slug));
  const motif = after.get(added.slug);
  if (covers.length < coverMotifs.length - 1) expect([...chosen.values()]).not.toContain(motif);
  const svg = articleCoverSvg({ slug: added.slug, motif: motif ?? "neutral", sections: 6, figures: [] });
  expect(covers.map((cover) => cover.svg)).not.toContain(svg);
});

test("an article's subject picks its drawing when its category's is taken", () => {
  const older = { slug: "older", category: "Strategy", date: "2025-01-01", tags: ["outbound"] };
  const nearshore = { slug: "nearshore", category: "Strategy", date: "2025-02-01", tags: ["outbound", "latam"] };
  const funnel = { slug: "math", category: "Strategy", date: "2025-03-01", tags: ["sales-math"] };
  const motifs = assignCoverMotifs([funnel, nearshore, older]);
  expect([motifs.get("older"), motifs.get("nearshore"), motifs.get("math")]).toEqual(["route", "pin-map", "funnel"]);
});

test("a cover is drawn from its article: the same article gives the same file, more sections more stops", () => {
  const [first] = covers;
  if (!first) throw new Error("no articles");
  expect(articleCoverSvg(first.input)).toBe(first.svg);
  const route = { slug: "a-strategy-article", motif: "route", figures: [] } as const;
  const stops = (svg: string) => svg.match(/r="7"/g)?.length ?? 0;
  expect(stops(articleCoverSvg({ ...route, sections: 6 }))).toBeGreaterThan(
    stops(articleCoverSvg({ ...route, sections: 4 })),
  );
});

test("every motif draws a cover for any section count, without text", () => {
  for (const motif of coverMotifs) {
    for (const sections of [0, 1, 5, 40]) {
      const svg = articleCoverSvg({ slug: `x-${sections}`, motif, sections, figures: [3, 2, 1] });
      expect(svg, motif).toMatch(/^<svg [^>]*viewBox="0 0 640 336"/);
      expect(svg, motif).not.toMatch(/<text|NaN|undefined/);
    }
  }
});

test("the seeded sequence repeats for one text and differs between texts", () => {
  const a = seededRandom("one");
  const b = seededRandom("one");
  const c = seededRandom("two");
  const first = [a(), a(), a()];
  expect([b(), b(), b()]).toEqual(first);
  expect([c(), c(), c()]).not.toEqual(first);
  for (const value of first) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(1);
  }
});
