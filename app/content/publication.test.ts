import { expect, test } from "vitest";
import { checkUpdated, posts, toSummary } from "./blog";
import { caseStudies } from "./one-pagers";
import { publicationDay, schedule } from "./publication";
import { sitePages } from "~/lib/site-pages";

const items = [
  { slug: "yesterday", date: "2026-11-30" },
  { slug: "today", date: "2026-12-01" },
  { slug: "tomorrow", date: "2026-12-02" },
  { slug: "undated" },
];

test("what is dated on or before the build's day is published; the rest is scheduled", () => {
  const { published, scheduled } = schedule(items, "2026-12-01", false);
  expect(published.map((item) => item.slug)).toEqual(["yesterday", "today", "undated"]);
  expect(scheduled.map((item) => item.slug)).toEqual(["tomorrow"]);
  // The day after, tomorrow's article is published too.
  expect(schedule(items, "2026-12-02", false).scheduled).toEqual([]);
});

test("development shows scheduled content, as it shows drafts", () => {
  expect(schedule(items, "2026-12-01", true)).toEqual({ published: items, scheduled: [] });
});

test("the sitemap's /blog date is the newest published article's, never a day after the build", () => {
  // The unit tests load content as development does, scheduled articles included: publish as a build does.
  const published = schedule(posts, publicationDay, false).published;
  const blog = sitePages({ posts: published, onePagers: [], caseStudies }).find((page) => page.path === "/blog");
  const newest = published
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  expect(blog?.lastmod).toBe(newest);
  expect((blog?.lastmod ?? "") <= publicationDay).toBe(true);
});

test("a published article updated after the build's day fails, naming the file and the line", () => {
  const source = "---\ntitle: x\ndate: 2026-11-01\nupdated: 2026-12-05\n---\n";
  const post = toSummary(
    "content/blog/an-update.mdx",
    {
      title: "An Article With a Future Update",
      description: "An article whose update date is after the day of the build, which no reader can have seen.",
      excerpt: "An article whose update date lies in the future.",
      date: "2026-11-01",
      updated: "2026-12-05",
      category: "Strategy",
      tags: ["outbound"],
      closing: {
        heading: "Plan your next update",
        text: "A closing line written for this article, long enough for the schema.",
      },
    },
    source,
  );
  expect(() => checkUpdated(post, "2026-12-04", source)).toThrow(
    /Invalid content in content\/blog\/an-update\.mdx:\n {2}line 4: updated: 2026-12-05 is after today \(2026-12-04/,
  );
  expect(() => checkUpdated(post, "2026-12-05", source)).not.toThrow();
});
