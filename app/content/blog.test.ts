import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { articleCoverSrc } from "~/components/illustrations/cover-art";
import { blogCategories } from "./blog-schema";
import {
  isPublished,
  postBody,
  posts,
  readTimeOf,
  relatedPosts,
  sortPosts,
  splitFeatured,
  toCard,
  toSummary,
} from "./blog";
import { readableDate } from "./dates";
import { ContentError } from "./schema-errors";

const valid = {
  title: "A Valid Article Title for Tests",
  description: "A description that is long enough to pass the seventy character minimum of the schema.",
  excerpt: "An excerpt that is long enough to be shown on a card.",
  date: "2025-06-20",
  category: "Strategy",
  readTime: "5 min read",
  tags: ["outbound"],
  closing: {
    heading: "Talk it through with us",
    text: "A closing line written for this article, long enough for the schema.",
  },
};

test("a valid file becomes a summary with its slug, ISO date and the team as author", () => {
  expect(toSummary("content/blog/a-valid-post.mdx", valid)).toMatchObject({
    slug: "a-valid-post",
    date: "2025-06-20",
    author: "Mamut Team",
    authorType: "organization",
    draft: false,
  });
});

test("a named author is a person unless the file says otherwise", () => {
  expect(toSummary("content/blog/a.mdx", { ...valid, author: "Ana Ruiz" })).toMatchObject({
    author: "Ana Ruiz",
    authorType: "person",
  });
  expect(
    toSummary("content/blog/a.mdx", { ...valid, author: "Partner Inc.", authorType: "organization" }).authorType,
  ).toBe("organization");
});

test("only real dates written YYYY-MM-DD are accepted", () => {
  for (const date of ["2025-02-30", "20 November 2026", "2025-6-5", "2025-06-20T10:00:00Z"]) {
    expect(() => toSummary("content/blog/a.mdx", { ...valid, date }), date).toThrow(
      /date: must be a real date written YYYY-MM-DD/,
    );
  }
  expect(toSummary("content/blog/a.mdx", { ...valid, date: "2024-02-29" }).date).toBe("2024-02-29");
  expect(() => toSummary("content/blog/a.mdx", { ...valid, updated: "2025-13-01" })).toThrow(/updated:/);
});

test("an unknown category fails with the list of valid ones", () => {
  expect(() => toSummary("content/blog/a.mdx", { ...valid, category: "Stratgy" })).toThrow(
    new RegExp(`category: unknown category "Stratgy"; use one of: ${blogCategories.join(", ")}`),
  );
});

test("an article without its own closing call to action is refused, naming the field", () => {
  const { closing: _closing, ...withoutClosing } = valid;
  expect(() => toSummary("content/blog/a.mdx", withoutClosing)).toThrow(/content\/blog\/a\.mdx[\s\S]*closing/);
  expect(() => toSummary("content/blog/a.mdx", { ...valid, closing: { heading: "Talk", text: "Short." } })).toThrow(
    /closing\.heading[\s\S]*closing\.text|closing\.text[\s\S]*closing\.heading/,
  );
});

test("the read time is computed from the text unless the front matter sets it", () => {
  const { readTime: _set, ...withoutReadTime } = valid;
  const body = `---\ntitle: x\n---\n\n## A heading\n\n${"word ".repeat(700)}\n`;
  expect(readTimeOf("one two three")).toBe("1 min read");
  expect(toSummary("content/blog/a.mdx", withoutReadTime, body).readTime).toBe("4 min read");
  expect(toSummary("content/blog/a.mdx", valid, body).readTime).toBe("5 min read");
});

test("drafts are left out unless drafts are shown", () => {
  expect(isPublished({ ...valid, draft: true }, false)).toBe(false);
  expect(isPublished({ draft: true }, false)).toBe(false);
  expect(isPublished({ ...valid, draft: true }, true)).toBe(true);
  expect(isPublished(valid, false)).toBe(true);
  expect(toSummary("content/blog/a-draft.mdx", { ...valid, draft: true }).draft).toBe(true);
});

test("{productName} in front matter becomes the configured name", () => {
  expect(toSummary("content/blog/a.mdx", { ...valid, title: "Why {productName} Works for Startups" }).title).toBe(
    "Why Mamut Works for Startups",
  );
});

test("a bad file is refused with a message naming the file and the field", () => {
  expect(() => toSummary("content/blog/broken.mdx", { ...valid, date: "someday" })).toThrow(ContentError);
  expect(() => toSummary("content/blog/broken.mdx", { ...valid, date: "someday" })).toThrow(
    /content\/blog\/broken\.mdx[\s\S]*date:/,
  );
  expect(() => toSummary("content/blog/broken.mdx", { ...valid, readTime: "five minutes" })).toThrow(/readTime:/);
  const { description: _omitted, ...withoutDescription } = valid;
  expect(() => toSummary("content/blog/broken.mdx", withoutDescription)).toThrow(/description:/);
  expect(() => toSummary("content/blog/broken.mdx", { ...valid, subtitle: "unknown field" })).toThrow(
    /subtitle|(file)/,
  );
});

test("a file name that is not a slug is refused, naming the file", () => {
  expect(() => toSummary("content/blog/Bad Name.mdx", valid)).toThrow(
    /Invalid content in content\/blog\/Bad Name\.mdx:\n {2}\(file name\): must be a lowercase-hyphenated slug/,
  );
});

test("posts sort newest first and the newest is featured", () => {
  const sorted = sortPosts([
    { title: "B", date: "2025-06-05" },
    { title: "A", date: "2025-08-30" },
    { title: "C", date: "2025-07-04" },
  ]);
  expect(sorted.map((post) => post.date)).toEqual(["2025-08-30", "2025-07-04", "2025-06-05"]);
  expect(splitFeatured(sorted)).toEqual({ featured: sorted[0], rest: [sorted[1], sorted[2]] });
});

test("an article's loaded data carries its date written for readers, so the browser formats none", () => {
  for (const post of posts) {
    expect(toCard(post).dateLabel).toBe(readableDate(post.date));
  }
  expect(toSummary("content/blog/a-valid-article.mdx", { ...valid, date: "2025-08-30" }).dateLabel).toBe(
    "August 30, 2025",
  );
});

test("every article's read time is its front matter's, or computed from its text, and the list is newest first", () => {
  for (const post of posts) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`content/blog/${post.slug}.mdx`, "utf8"))?.[1];
    const written = /^readTime:\s*"?([^"\n]+?)"?\s*$/m.exec(frontMatter ?? "")?.[1];
    expect(post.readTime, post.slug).toBe(written ?? readTimeOf(postBody(post.slug)));
  }
  expect(posts.map((post) => post.date)).toEqual(sortPosts(posts).map((post) => post.date));
});

test("the structured article data is complete", () => {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  expect(bySlug.get("startup-sales-challenges")?.challenges?.length).toBeGreaterThan(0);
  expect(bySlug.get("outbound-playbook-2025-math-behind-outreach-volume")?.levers?.length).toBeGreaterThan(0);
  expect(bySlug.get("outbound-playbook-2025-math-behind-outreach-volume")?.experiments?.length).toBeGreaterThan(0);
});

test("a card carries what the card shows and none of an article's own data", () => {
  const playbook = posts.find((post) => post.levers !== undefined);
  expect(playbook).toBeDefined();
  const card = toCard(playbook!);
  expect(Object.keys(card).sort()).toEqual([
    "art",
    "author",
    "category",
    "date",
    "dateLabel",
    "excerpt",
    "readTime",
    "slug",
    "title",
  ]);
  expect(card).toMatchObject({ slug: playbook!.slug, title: playbook!.title, readTime: playbook!.readTime });
  expect(card.art).toBe(articleCoverSrc(playbook!.slug));
});

test("related articles come as cards, from the same category first, never the article itself", () => {
  const post = posts[0]!;
  const related = relatedPosts(post.slug);
  expect(related).toHaveLength(3);
  expect(related.map((card) => card.slug)).not.toContain(post.slug);
  expect(related[0]!.category).toBe(post.category);
  for (const card of related) expect(card).not.toHaveProperty("tags");
});
