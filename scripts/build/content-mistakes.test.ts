import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { toSummary } from "../../app/content/blog";
import { blogCategories } from "../../app/content/blog-schema";
import { contentIndex } from "../../app/content/content-index";
import { EPISODES_FILE, episodesSchema } from "../../app/content/episodes";
import { onePagerSchema } from "../../app/content/one-pagers";
import { fieldLocator, parseContent } from "../../app/content/schema-errors";
import { brokenLinks, dataFileLinks, linkTargets, type LinkTargets } from "./content-links.ts";
import { fillTokens } from "../../app/content/figure-tokens";
import { siteFigureTokens } from "./content-figures.ts";
import { compileContent, contentMdx } from "./content-mdx.ts";

// The mistakes owners make in content files, each through the step of the build that catches it
// (compiling one MDX file, validating its front matter, checking its links, validating one data
// module), each required to name the file and the line the mistake is written on. The line is
// found from the mistake itself, in the text the test wrote, never typed into the test.

const options = { productName: "Mamut", dropDrafts: false };

const ARTICLE_FILE = "content/blog/a-sample-article.mdx";
const article = `---
title: "A Sample Article for the Content Checks"
description: "A sample article the table of content mistakes changes one line at a time, to see each error."
excerpt: "A sample article used by the tests of content mistakes."
date: 2025-06-20
category: ${blogCategories[0]}
tags: [outbound, planning]
closing:
  heading: "Plan your outbound with us"
  text: "A closing line written for the sample article, long enough for the schema."
---

## Why outbound works

Outbound works when the list, the message and the follow-up are right.
`;

const published = contentIndex.posts[0]!;
const publishedIds = compileContent(
  readFileSync(`content/blog/${published.slug}.mdx`, "utf8"),
  `content/blog/${published.slug}.mdx`,
  options,
).then((compiled) => compiled.ids);

/** Where articles and pages link to: the real site (an article's ids included), with one scheduled article. */
async function targets(own: { path: string; ids: string[] }): Promise<LinkTargets> {
  const site = linkTargets(contentIndex, {
    ids: new Map([
      [`/blog/${published.slug}`, new Set(await publishedIds)],
      [own.path, new Set(own.ids)],
    ]),
  });
  return { ...site, scheduled: new Map([...site.scheduled, ["/blog/an-article-coming-later", "2099-01-01"]]) };
}

/** What the build does with an article: compile it, validate its front matter, check its links. */
async function buildArticle(source: string) {
  const compiled = await compileContent(source, ARTICLE_FILE, options);
  const post = toSummary(ARTICLE_FILE, compiled.matter, source);
  const path = `/blog/${post.slug}`;
  const broken = brokenLinks(
    [{ file: ARTICLE_FILE, from: { path, date: post.date }, links: compiled.links }],
    await targets({ path, ids: compiled.ids }),
  );
  if (broken.length > 0) throw new Error(broken.join("\n"));
}

/** The data a module exports: its literal, read as plain data (content files hold no code). */
function moduleData(source: string): unknown {
  const start = /export (?:default|const \w+(?::[^=]+)? =)\s*/.exec(source);
  const literal = source.slice((start?.index ?? 0) + (start?.[0].length ?? 0)).replace(/\s*satisfies[\s\S]*$|;\s*$/, "");
  return new Function(`return (${literal});`)();
}

const onePagerFile = `content/data/one-pagers/${readdirSync("content/data/one-pagers").sort()[0]}`;
const figures = new Map(siteFigureTokens(options.productName).map(({ token, text }) => [token, text]));
/** A data file as the build's modules read it: its figures in place (scripts/build/content-figures.ts). */
const dataSource = (file: string) => fillTokens(readFileSync(file, "utf8"), (token) => figures.get(token));
const onePager = dataSource(onePagerFile);
const episodes = dataSource(EPISODES_FILE);

/** Replaces the nth match (0-based) of a pattern after the first occurrence of `after`. */
function replaceNth(text: string, pattern: RegExp, nth: number, by: string, after = ""): string {
  const start = text.indexOf(after);
  let seen = -1;
  const rest = text.slice(start).replace(new RegExp(pattern.source, "g"), (match) => (++seen === nth ? by : match));
  return text.slice(0, start) + rest;
}

type Mistake = {
  name: string;
  file: string;
  /** The file with the mistake written in. */
  source: string;
  /** Text on the line the message must name. */
  marker: string;
  run: (source: string) => unknown;
  /** What the message must also say, beyond the file and the line. */
  says?: RegExp;
};

const validateOnePager = (source: string) =>
  parseContent(onePagerSchema, moduleData(source), onePagerFile, fieldLocator(onePagerFile, source));

const mistakes: Mistake[] = [
  {
    name: "an unquoted {productName} at the start of a title",
    file: ARTICLE_FILE,
    source: article.replace(/^title: .*$/m, "title: {productName} for Startups: A Sample"),
    marker: "title: {productName}",
    run: buildArticle,
    says: /must be in quotes: title: "\{productName\}/,
  },
  {
    name: "an unclosed tag list",
    file: ARTICLE_FILE,
    source: article.replace("tags: [outbound, planning]", "tags: [outbound, planning"),
    marker: "tags: [outbound, planning",
    run: buildArticle,
    says: /must close on its line/,
  },
  {
    name: "a less-than sign in the body (<2 months)",
    file: ARTICLE_FILE,
    source: `${article}\nPayback comes in <2 months.\n`,
    marker: "<2 months",
    run: buildArticle,
    says: /write \\< for a less-than sign/,
  },
  {
    name: "an opening brace in the body",
    file: ARTICLE_FILE,
    source: `${article}\nSets of {1, 2 and 3 touches.\n`,
    marker: "{1, 2",
    run: buildArticle,
  },
  {
    name: "an unknown component",
    file: ARTICLE_FILE,
    source: `${article}\n<Calout title="Note">Check the list.</Calout>\n`,
    marker: "<Calout",
    run: buildArticle,
    says: /unknown component <Calout>; the components this file may use: /,
  },
  {
    name: "an expression other than {productName}",
    file: ARTICLE_FILE,
    source: `${article}\nIt costs {price} a month.\n`,
    marker: "{price}",
    run: buildArticle,
  },
  {
    name: "an unknown category",
    file: ARTICLE_FILE,
    source: article.replace(/^category: .*$/m, "category: Stratgy"),
    marker: "category: Stratgy",
    run: buildArticle,
    says: new RegExp(`unknown category "Stratgy"; use one of: ${blogCategories.join(", ")}`),
  },
  {
    name: "an impossible date",
    file: ARTICLE_FILE,
    source: article.replace("date: 2025-06-20", "date: 2025-02-30"),
    marker: "date: 2025-02-30",
    run: buildArticle,
    says: /date: must be a real date written YYYY-MM-DD/,
  },
  {
    name: "an update dated before the article",
    file: ARTICLE_FILE,
    source: article.replace("date: 2025-06-20", "date: 2025-06-20\nupdated: 2025-06-01"),
    marker: "updated: 2025-06-01",
    run: buildArticle,
  },
  {
    name: "a misspelt field",
    file: ARTICLE_FILE,
    source: article.replace("excerpt:", "exerpt:"),
    marker: "exerpt:",
    run: buildArticle,
  },
  {
    name: "a missing description (the front matter's first line)",
    file: ARTICLE_FILE,
    source: article.replace(/^description: .*\n/m, ""),
    marker: "---",
    run: buildArticle,
    says: /description: /,
  },
  {
    name: "an image that is not in public/",
    file: ARTICLE_FILE,
    source: `${article}\n![The funnel](/images/no-such-funnel.png)\n`,
    marker: "no-such-funnel",
    run: buildArticle,
  },
  {
    name: "an image from another site",
    file: ARTICLE_FILE,
    source: `${article}\n![The funnel](https://cdn.example.org/funnel.png)\n`,
    marker: "cdn.example.org",
    run: buildArticle,
  },
  {
    name: "a link to an article that does not exist",
    file: ARTICLE_FILE,
    source: `${article}\nRead [the playbook](/blog/no-such-article).\n`,
    marker: "/blog/no-such-article",
    run: buildArticle,
    says: /the link \/blog\/no-such-article is broken: there is no page/,
  },
  {
    name: "a link to a one-pager that does not exist",
    file: ARTICLE_FILE,
    source: `${article}\n<LinkButton to="/one-pagers/no-such-industry" label="See the one-pager" />\n`,
    marker: "/one-pagers/no-such-industry",
    run: buildArticle,
  },
  {
    name: "a link to a section another article does not have",
    file: ARTICLE_FILE,
    source: `${article}\nSee [its first part](/blog/${published.slug}#no-such-section).\n`,
    marker: "#no-such-section",
    run: buildArticle,
    says: /no heading or element with the id "no-such-section"/,
  },
  {
    name: "a link to a section of the same article that does not exist",
    file: ARTICLE_FILE,
    source: `${article}\nAs [above](#why-outbound-fails).\n`,
    marker: "#why-outbound-fails",
    run: buildArticle,
  },
  {
    name: "a link to an article scheduled after this one",
    file: ARTICLE_FILE,
    source: `${article}\nNext: [the sequel](/blog/an-article-coming-later).\n`,
    marker: "/blog/an-article-coming-later",
    run: buildArticle,
    says: /is scheduled for 2099-01-01 and is a 404 until then/,
  },
  {
    name: "a data file field that is too short",
    file: onePagerFile,
    source: onePager.replace(/summary:\s*"[^"]*"/, 'summary: "Too short."'),
    marker: 'summary: "Too short."',
    run: validateOnePager,
    says: /summary: Too small/,
  },
  {
    name: "a data file field inside a list",
    file: onePagerFile,
    source: replaceNth(onePager, /value: "[^"]*"/, 1, 'value: ""', "performanceMetrics:"),
    marker: 'value: ""',
    run: validateOnePager,
    says: /performanceMetrics\.1\.value: /,
  },
  {
    name: "a data file without a required field (its object's first line)",
    file: onePagerFile,
    source: onePager.replace(/ {2}summary:[\s\S]*?",\n/, ""),
    marker: "export default {",
    run: validateOnePager,
    says: /summary: /,
  },
  {
    name: "a data file with a field its schema does not know",
    file: onePagerFile,
    source: onePager.replace("export default {\n", 'export default {\n  subheadline: "A field that does not exist",\n'),
    marker: "subheadline:",
    run: validateOnePager,
  },
  {
    name: "a data file linking to a case study that does not exist",
    file: onePagerFile,
    source: onePager.replace(/"\/[a-z][^"]*"/, '"/case-studies/no-such-study"'),
    marker: "/case-studies/no-such-study",
    run: (source) => {
      const broken = brokenLinks([{ file: onePagerFile, from: {}, links: dataFileLinks(source) }], linkTargets(contentIndex));
      if (broken.length > 0) throw new Error(broken.join("\n"));
    },
  },
  {
    name: "an episode with a malformed video id",
    file: EPISODES_FILE,
    // The shipped episodes have no video yet: the owner adds one to the third, mistyped.
    source: replaceNth(episodes, /sample: true,/, 2, 'sample: true,\n    videoId: "not a video",'),
    marker: 'videoId: "not a video"',
    run: (source) => parseContent(episodesSchema, moduleData(source), EPISODES_FILE, fieldLocator(EPISODES_FILE, source)),
    says: /2\.videoId: must be an 11-character YouTube video id/,
  },
];

/** The message of what `run` throws, sync or async. */
async function messageOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return "(nothing was thrown)";
}

test("the table covers at least 12 mistakes, each written into its file", () => {
  expect(mistakes.length).toBeGreaterThanOrEqual(12);
  for (const mistake of mistakes) expect(mistake.source, mistake.name).toContain(mistake.marker);
});

for (const mistake of mistakes) {
  test(`${mistake.name} names the file and the line`, async () => {
    const line = mistake.source.split("\n").findIndex((text) => text.includes(mistake.marker)) + 1;
    const message = await messageOf(() => mistake.run(mistake.source));
    // MDX and links: "Invalid content in <file>:<line>:<column>: ..."; fields: "Invalid content in <file>:\n  line <line>: ...".
    const named = [`Invalid content in ${mistake.file}:${line}:`, `Invalid content in ${mistake.file}:\n`];
    expect(named.some((start) => message.includes(start)), message).toBe(true);
    if (!message.includes(named[0]!)) expect(message).toMatch(new RegExp(`\\n {2}line ${line}: `));
    if (mistake.says) expect(message).toMatch(mistake.says);
    expect(message).not.toMatch(/\n\s+at /);
  });
}

test("the same article without a mistake passes every check", async () => {
  await expect(buildArticle(article)).resolves.toBeUndefined();
  expect(() => validateOnePager(onePager)).not.toThrow();
});

test("the build's MDX plugin names the file and the line of a syntax mistake too", async () => {
  // The MDX compiler, after the plugin that puts the figures in place.
  const plugin = contentMdx(options).at(-1)!;
  const transform = plugin.transform as unknown as (this: object, code: string, id: string) => Promise<unknown>;
  const source = `${article}\nPayback comes in <2 months.\n`;
  const line = source.split("\n").findIndex((text) => text.includes("<2 months")) + 1;
  await expect(transform.call({}, source, `/project/${ARTICLE_FILE}`)).rejects.toThrow(
    `Invalid content in ${ARTICLE_FILE}:${line}:`,
  );
});
