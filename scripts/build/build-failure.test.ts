import { expect, test } from "vitest";
import { contentMistake } from "./build-failure.ts";

const root = "/work/site";

test("a schema mistake is told as the build wrote it, without the stack, at most four issues of the file", () => {
  const issues = Array.from({ length: 6 }, (_, index) => `  line ${index + 3}: plan.field${index}: expected number`);
  const output = [
    "Error: Invalid content in content/data/figures.ts:",
    ...issues,
    "    at parse (/work/site/scripts/build/content-figures.ts:24:9)",
    "    at siteFigureTokens (/work/site/scripts/build/content-figures.ts:48:19)",
  ].join("\n");
  expect(contentMistake(output, root)).toBe(
    ["Invalid content in content/data/figures.ts:", ...issues.slice(0, 4), "  and 2 more"].join("\n"),
  );
});

test("several broken links are each told, up to five lines", () => {
  const links = Array.from(
    { length: 3 },
    (_, index) => `Invalid content in content/blog/a.mdx:${index + 4}:1: the link /x${index} is broken: there is no page`,
  );
  const output = ["Error: " + links.join("\n"), "    at brokenLinks (/work/site/scripts/build/content-links.ts:9:9)"].join("\n");
  expect(contentMistake(output, root)).toBe(links.join("\n"));
});

test("a syntax mistake in a data file is named by file, line and column, with what to look for", () => {
  // Rolldown's report, colours and frame included.
  const output = [
    "failed to load config from /work/site/vite.config.ts",
    "Error: Build failed with 1 error:",
    "",
    "\u001b[31m[PARSE_ERROR] \u001b[0mExpected `,` or `}` but found `Identifier`",
    "    \u001b[38;5;246m╭─[\u001b[0m content/data/figures.ts:12:33 \u001b[38;5;246m]\u001b[0m",
    " 12 │   plan: { name: \"Standard plan\" monthlyPrice: 8000 },",
    "    at aggregateBindingErrorsIntoJsError (file:///work/site/node_modules/rolldown/dist/error.mjs:50:18)",
  ].join("\n");
  const told = contentMistake(output, root) ?? "";
  expect(told).toMatch(/^Invalid content in content\/data\/figures\.ts:12:33: Expected `,` or `}` but found `Identifier`; /);
  expect(told).toContain("missing comma, quote or bracket");
  expect(told.split("\n")).toHaveLength(1);
});

test("a failure outside the content files is left to the whole output", () => {
  const code = "[PARSE_ERROR] Unexpected token\n   ╭─[ app/routes/home.tsx:3:1 ]";
  expect(contentMistake(code, root)).toBeUndefined();
  expect(contentMistake("Error: Cannot find package 'x'\n    at resolve (node:internal)", root)).toBeUndefined();
});
