import { readdirSync, readFileSync } from "node:fs";
import type { Root } from "hast";
import rehypeSlug from "rehype-slug";
import { expect, test } from "vitest";
import { createSlugger, inlineText, markdownHeadings, splitMarkdown } from "./markdown-passages";

test("the slugger follows rehype-slug: lowercase, punctuation dropped, spaces to hyphens, repeats numbered", () => {
  const slug = createSlugger();
  expect(slug("TL;DR")).toBe("tldr");
  expect(slug("The Worked Example: From a $1M Goal to 7,618 Prospects")).toBe(
    "the-worked-example-from-a-1m-goal-to-7618-prospects",
  );
  expect(slug("Speed to Lead and 24/7 Coverage")).toBe("speed-to-lead-and-247-coverage");
  expect(slug("Why a cell and not a single hire")).toBe("why-a-cell-and-not-a-single-hire");
  expect(slug("Reading the scorecard")).toBe("reading-the-scorecard");
  expect(slug("Reading the scorecard")).toBe("reading-the-scorecard-1");
});

test("every heading of every article gets the id rehype-slug gives it on the page", () => {
  for (const file of readdirSync("content/blog").filter((name) => name.endsWith(".mdx"))) {
    const source = readFileSync(`content/blog/${file}`, "utf8");
    const passages = splitMarkdown(source);
    const explicit = new Set([...source.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1]));
    const generated = passages.filter((passage) => passage.anchor && !explicit.has(passage.anchor));
    const tree: Root = {
      type: "root",
      children: generated.map((passage) => ({
        type: "element",
        tagName: "h2",
        properties: {},
        children: [{ type: "text", value: passage.heading ?? "" }],
      })),
    };
    rehypeSlug()(tree);
    const ids = tree.children.map((node) => (node.type === "element" ? node.properties.id : undefined));
    expect(
      generated.map((passage) => passage.anchor),
      file,
    ).toEqual(ids);
  }
});

test("a document splits at h2 and h3 headings, and explicit ids are kept", () => {
  const source = [
    "---",
    "title: Test",
    "---",
    "",
    "Intro text before any heading.",
    "",
    '<h2 id="mamut-solution">The Mamut Solution: A GTM Plugin</h2>',
    "",
    "What the plugin is.",
    "",
    "### What it costs",
    "",
    "It costs **$8K** a month.",
    "",
    "## Next Steps",
    "",
    "Book a call.",
  ].join("\n");
  expect(splitMarkdown(source)).toEqual([
    { text: "Intro text before any heading." },
    { anchor: "mamut-solution", heading: "The Mamut Solution: A GTM Plugin", text: "What the plugin is." },
    {
      anchor: "what-it-costs",
      heading: "What it costs",
      parent: "The Mamut Solution: A GTM Plugin",
      text: "It costs $8K a month.",
    },
    { anchor: "next-steps", heading: "Next Steps", text: "Book a call." },
  ]);
});

test("a heading with no text of its own before the next heading is not a passage", () => {
  const passages = splitMarkdown("## Parent\n\n### Child\n\nChild text.");
  expect(passages).toEqual([{ anchor: "child", heading: "Child", parent: "Parent", text: "Child text." }]);
});

test("links, emphasis, code and JSX become plain text; buttons disappear; blocks are filled in", () => {
  expect(inlineText("Read [the guide](/integration-guide) and *act* on `it` &amp; more")).toBe(
    "Read the guide and act on it & more",
  );
  const source = [
    "## Section",
    "",
    "Before.",
    "",
    "<BookingButton />",
    "",
    "<ScorecardLevers />",
    "",
    '<Callout title="Good to know">',
    "Inside the callout.",
    "</Callout>",
    "",
    "Write to <PrivacyEmail /> today.",
  ].join("\n");
  const [passage] = splitMarkdown(source, { ScorecardLevers: "Reply rate: 5%.", PrivacyEmail: "privacy@example.com" });
  expect(passage?.text).toBe(
    "Before. Reply rate: 5%. Good to know. Inside the callout. Write to privacy@example.com today.",
  );
});

test("list items and table rows read as sentences, without the table header", () => {
  const source = [
    "## Costs",
    "",
    "- **Salary.** The base pay",
    "- Benefits",
    "",
    "| Cost item | Annual cost | What it covers |",
    "|---|---|---|",
    "| Base salary | $91,000 | Up to $134,500 in high-cost areas |",
    "| **Total** | **$151,475** | Before ramp-up |",
  ].join("\n");
  expect(splitMarkdown(source)[0]?.text).toBe(
    "Salary. The base pay. Benefits. Base salary: $91,000, Up to $134,500 in high-cost areas. Total: $151,475, Before ramp-up.",
  );
});

test("an article's table of contents lists its h2 headings with the ids the page gives them", () => {
  const source = [
    "---",
    "title: x",
    "---",
    "## Why It Matters",
    "### Why It Matters",
    "```",
    "## not a heading",
    "```",
    '<h2 id="own-id">The **Plugin** Model</h2>',
    "## Why It Matters",
  ].join("\n");
  expect(markdownHeadings(source)).toEqual([
    { id: "why-it-matters", title: "Why It Matters" },
    { id: "own-id", title: "The Plugin Model" },
    { id: "why-it-matters-2", title: "Why It Matters" },
  ]);
});
