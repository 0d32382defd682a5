import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { blogCategories } from "~/content/blog-schema";
import { categoryMotif, DEFAULT_MOTIF, motifs, motifSrc, onePagerMotif } from "./motifs";

test("every article category has a motif of its own", () => {
  for (const category of blogCategories) expect(categoryMotif(category), category).not.toBe(DEFAULT_MOTIF);
});

test("no two article categories share a motif", () => {
  const chosen = blogCategories.map(categoryMotif);
  expect(new Set(chosen).size).toBe(chosen.length);
});

test("a category without a motif gets the neutral art", () => {
  expect(categoryMotif("A Category Added Tomorrow")).toBe(DEFAULT_MOTIF);
});

test("an industry without a motif gets the neutral art, the talent page its map pins", () => {
  expect(onePagerMotif({ slug: "an-industry-added-tomorrow" })).toBe(DEFAULT_MOTIF);
  expect(onePagerMotif({ slug: "any-name-talent", talentMap: true })).toBe("pin-network");
});

test("every motif has its SVG file in public/illustrations", () => {
  for (const motif of motifs) expect(existsSync(join("public", motifSrc(motif))), motif).toBe(true);
});
