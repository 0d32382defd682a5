import { readFileSync } from "node:fs";
import { compile } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import { parse as parseYaml } from "yaml";
import { expect, test } from "vitest";
import { blogCategories, blogFrontmatterSchema } from "./blog-schema";
import { caseStudySchema, onePagerSchema } from "./one-pagers";
import { withFigures } from "./figure-text";
import { parseContent } from "./schema-errors";
import { siteFigureTokens } from "../../scripts/build/content-figures";
import { remarkContent } from "../../scripts/build/remark-content";

// The owner's guides must stay true: their example files pass the schemas, their limits are the schema's.

const contentReadme = readFileSync("content/README.md", "utf8");
const blogReadme = readFileSync("content/blog/README.md", "utf8");

function codeBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)\\n```", "g"))].map((m) => m[1] ?? "");
}

/** content/README.md's examples of whole files (a one-pager, a case study), not its snippets. */
function fileExamples(): string[] {
  return codeBlocks(contentReadme, "ts").filter((block) => block.includes("export default"));
}

/** The object a `export default {...} satisfies X;` example exports (plain data, no code). */
function exampleData(source: string): unknown {
  const literal = /export default (\{[\s\S]*\}) satisfies \w+;/.exec(source)?.[1];
  expect(literal).toBeDefined();
  // The figures as the build puts them in place.
  return new Function(`return (${withFigures(literal ?? "")});`)();
}

test("the one-pager and case study examples in content/README.md are valid files", () => {
  const [onePager, caseStudy] = fileExamples();
  expect(() => parseContent(onePagerSchema, exampleData(onePager ?? ""), "README one-pager")).not.toThrow();
  expect(() => parseContent(caseStudySchema, exampleData(caseStudy ?? ""), "README case study")).not.toThrow();
});

test("the article example in content/blog/README.md has valid front matter and body", async () => {
  const [article = ""] = codeBlocks(blogReadme, "mdx");
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(article)?.[1] ?? "";
  expect(() => parseContent(blogFrontmatterSchema, parseYaml(frontmatter), "README article")).not.toThrow();
  await expect(
    compile(
      { value: article, path: "content/blog/example.mdx" },
      { remarkPlugins: [remarkFrontmatter, [remarkContent, { productName: "Acme", dropDrafts: false }]] },
    ),
  ).resolves.toBeDefined();
});

test("the READMEs' example article and case study are dated in the past: copied, each is published", () => {
  const today = new Date().toISOString().slice(0, 10);
  const [article = ""] = codeBlocks(blogReadme, "mdx");
  const [, caseStudy = ""] = fileExamples();
  const dates = [/^date: (\S+)$/m.exec(article)?.[1], /^ {2}date: "([^"]+)",$/m.exec(caseStudy)?.[1]];
  expect(dates).toHaveLength(2);
  for (const date of dates) {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date! < today, `${date} is before ${today}`).toBe(true);
  }
});

test("content/README.md lists every figure token the build knows", () => {
  const listed = new Set([...contentReadme.matchAll(/`\{([\w.]+)\}`/g)].map((match) => match[1]));
  // An industry's tokens are also named by their pattern, for an industry the owner adds.
  for (const name of ["label", "price", "priceFrom", "inHouse"])
    expect(contentReadme).toContain(`{industries.<key>.${name}}`);
  const tokens = siteFigureTokens("Acme")
    .map(({ token }) => token)
    .filter((token) => !/\.(value|low|high)$/.test(token));
  const named = (token: string) =>
    listed.has(token) || /^industries\.\w+\.(label|price|priceFrom|inHouse)$/.test(token);
  expect(tokens.filter((token) => !named(token))).toEqual([]);
});

test("the blog README states the schema's length limits", () => {
  const valid = parseYaml(/^---\n([\s\S]*?)\n---/.exec(codeBlocks(blogReadme, "mdx")[0] ?? "")?.[1] ?? "");
  for (const field of ["title", "description", "excerpt"] as const) {
    const row = new RegExp("\\| `" + field + "`[^\\n]*?(\\d+)-(\\d+) characters").exec(blogReadme);
    expect(row, field).not.toBeNull();
    const [min, max] = [Number(row?.[1]), Number(row?.[2])];
    const withLength = (length: number) => ({ ...valid, [field]: "x".repeat(length) });
    expect(blogFrontmatterSchema.safeParse(withLength(min)).success, `${field} ${min}`).toBe(true);
    expect(blogFrontmatterSchema.safeParse(withLength(max)).success, `${field} ${max}`).toBe(true);
    expect(blogFrontmatterSchema.safeParse(withLength(min - 1)).success, `${field} ${min - 1}`).toBe(false);
    expect(blogFrontmatterSchema.safeParse(withLength(max + 1)).success, `${field} ${max + 1}`).toBe(false);
  }
  const tags = /\| `tags`[^\n]*?(\d+)-(\d+) tags/.exec(blogReadme);
  const withTags = (count: number) => ({ ...valid, tags: Array.from({ length: count }, (_, i) => `tag${i}`) });
  expect(blogFrontmatterSchema.safeParse(withTags(Number(tags?.[2]))).success).toBe(true);
  expect(blogFrontmatterSchema.safeParse(withTags(Number(tags?.[2]) + 1)).success).toBe(false);
  expect(blogFrontmatterSchema.safeParse(withTags(Number(tags?.[1]) - 1)).success).toBe(false);
});

test("the blog README lists exactly the categories the schema accepts", () => {
  const row = /\| `category`[^\n]*?one of: ([^(|]+)/.exec(blogReadme)?.[1] ?? "";
  expect(row.trim().split(/, /)).toEqual([...blogCategories]);
});
