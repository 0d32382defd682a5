import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { PostCardData } from "~/content/blog";
import { PostMeta } from "./post-meta";

const post: PostCardData = {
  slug: "an-article",
  title: "An article",
  excerpt: "An excerpt.",
  category: "Strategy",
  date: "2025-08-30",
  dateLabel: "the date as the loader wrote it",
  readTime: "5 min read",
  author: "Mamut Team",
  art: "/illustrations/route.svg",
};

test("post meta shows the date its loader wrote and formats none itself", () => {
  const markup = renderToStaticMarkup(<PostMeta post={post} />);
  expect(markup).toContain(
    '<time dateTime="2025-08-30" data-testid="post-date">the date as the loader wrote it</time>',
  );
  expect(markup).not.toContain("August");
});
