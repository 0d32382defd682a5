import { compile } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import { expect, test } from "vitest";
import { remarkContent } from "./remark-content.ts";

async function compileContent(source: string, path = "content/blog/an-article.mdx", dropDrafts = false) {
  const file = await compile(
    { value: source, path: `/project/${path}` },
    { remarkPlugins: [remarkFrontmatter, [remarkContent, { productName: "Acme", dropDrafts }]] },
  );
  return String(file.value);
}

test("{productName} becomes the configured name in text, headings, tables, links and attributes", async () => {
  const code = await compileContent(
    [
      "## Why {productName}",
      "",
      "{productName} works. See [{productName} Talent](/one-pagers/mamut-talent).",
      "",
      "| Model | {productName} |",
      "| ----- | ----- |",
      "",
      '<h2 id="mamut-solution">The {productName} Solution</h2>',
      "",
      '<LinkButton to="/contact" label="Talk to {productName}" />',
      "",
      "{productName}",
    ].join("\n"),
  );
  expect(code).not.toContain("productName");
  expect(code).toContain('"Why Acme"');
  expect(code).toContain('"The Acme Solution"');
  expect(code).toContain('"Talk to Acme"');
  expect(code).toContain("mamut-solution");
});

test("an unknown component fails with the file, the line and the components allowed", async () => {
  await expect(compileContent("Text\n\n<Calout title='x'>y</Calout>\n")).rejects.toThrow(
    /Invalid content in content\/blog\/an-article\.mdx:3:1: unknown component <Calout>; the components this file may use: BookingButton, LinkButton, Callout/,
  );
  await expect(compileContent("<BookingButton />", "content/pages/privacy-policy.mdx")).rejects.toThrow(
    /content\/pages\/privacy-policy\.mdx:1:1: unknown component <BookingButton>; the components this file may use: PrivacyEmail, DpoEmail/,
  );
});

test("any other expression, and imports, are refused with the file named", async () => {
  await expect(compileContent("Costs {price} a month")).rejects.toThrow(
    /an-article\.mdx:1:7: only \{productName\} may stand in braces \(found \{price\}\)/,
  );
  await expect(compileContent('import x from "y"\n\nText')).rejects.toThrow(/imports and exports are not supported/);
});

test("a draft's body is dropped in production builds only", async () => {
  const source = "---\ndraft: true\n---\n\nSecret plans for {productName}.\n";
  const dropped = await compileContent(source.replace("draft: true", "title: Secret title\ndraft: true"), "content/blog/a.mdx", true);
  expect(dropped).not.toMatch(/Secret/);
  expect(await compileContent(source, "content/blog/a.mdx", false)).toContain("Secret plans for Acme.");
  expect(await compileContent(source.replace("true", "false"), "content/blog/a.mdx", true)).toContain("Secret plans");
});
