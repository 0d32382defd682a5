import { expect, test } from "vitest";
import { dataFieldPosition, frontmatterFieldPosition } from "./source-lines";

const lineOf = (source: string, text: string) => source.split("\n").findIndex((line) => line.includes(text)) + 1;

test("a data module's fields are found through objects, lists, strings with brackets and comments", () => {
  const source = [
    'import type { X } from "~/content/x";',
    "",
    "// An example in a comment: { title: [ } is not data.",
    "const data = {",
    '  title: "A title with [brackets], {braces} and a comma",',
    "  rows: [",
    '    { label: "First", value: "1" },',
    "    {",
    '      label: "Second (with parentheses, and commas)",',
    '      value: "2",',
    "    },",
    "  ],",
    '  "quoted-key": `a template, with ${"an expression"}`,',
    "} satisfies X;",
    "",
    "export default data;",
  ].join("\n");
  expect(dataFieldPosition(source, ["title"])?.line).toBe(lineOf(source, '  title: "A title'));
  expect(dataFieldPosition(source, ["rows", 0, "value"])?.line).toBe(lineOf(source, '"First"'));
  expect(dataFieldPosition(source, ["rows", 1, "value"])).toEqual({ line: lineOf(source, 'value: "2"'), column: 7 });
  expect(dataFieldPosition(source, ["quoted-key"])?.line).toBe(lineOf(source, '"quoted-key"'));
  // A missing field: the object that should hold it.
  expect(dataFieldPosition(source, ["rows", 1, "note"])?.line).toBe(source.split("\n").indexOf("    {") + 1);
  expect(dataFieldPosition(source, ["summary"])?.line).toBe(lineOf(source, "const data = {"));
});

test("a list exported by name is read from its own declaration", () => {
  const source = 'export const items = [\n  { id: "a" },\n  { id: "b" },\n] satisfies Item[];\n';
  expect(dataFieldPosition(source, [1, "id"])?.line).toBe(3);
  expect(dataFieldPosition("const nothing = 1;\n", ["id"])).toBeUndefined();
});

test("front matter fields are found by indentation, in block and flow lists", () => {
  const source = [
    "---",
    'title: "A title"',
    "tags: [outbound, bdr]",
    "charts:",
    "  tool-costs:",
    '    title: "Tool costs"',
    "    rows:",
    '      - { label: "Dialer", value: 300 }',
    "      - label: CRM",
    "        value: 67",
    "challenges:",
    "- icon: target",
    "  title: First",
    "---",
    "",
    "title: in the body, not a field",
  ].join("\n");
  expect(frontmatterFieldPosition(source, ["title"])?.line).toBe(2);
  expect(frontmatterFieldPosition(source, ["tags", 1])?.line).toBe(3);
  expect(frontmatterFieldPosition(source, ["charts", "tool-costs", "title"])?.line).toBe(6);
  expect(frontmatterFieldPosition(source, ["charts", "tool-costs", "rows", 0, "value"])?.line).toBe(8);
  expect(frontmatterFieldPosition(source, ["charts", "tool-costs", "rows", 1, "value"])?.line).toBe(10);
  expect(frontmatterFieldPosition(source, ["challenges", 0, "title"])?.line).toBe(13);
  expect(frontmatterFieldPosition(source, ["description"])).toEqual({ line: 1, column: 1 });
  expect(frontmatterFieldPosition("No front matter", ["title"])).toBeUndefined();
});
