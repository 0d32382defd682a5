import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { growthFrameworkSections, privacyPolicySections } from "./document-sections";

function headings(file: string): Array<{ id: string; text: string }> {
  const source = readFileSync(new URL(`../../../content/pages/${file}`, import.meta.url), "utf8");
  return [...source.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>/g)].map((match) => ({
    id: match[1] ?? "",
    text: match[2] ?? "",
  }));
}

test("the growth framework contents list every top-level section of the document in order", () => {
  expect(growthFrameworkSections.map((section) => ({ id: section.id, text: section.title }))).toEqual(
    headings("growth-framework.mdx"),
  );
});

test("the privacy policy contents match its numbered headings in order", () => {
  expect(
    privacyPolicySections.map((section, index) => ({ id: section.id, text: `${index + 1}. ${section.title}` })),
  ).toEqual(headings("privacy-policy.mdx"));
});
