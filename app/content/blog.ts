import { blogFrontmatterSchema, slugPattern, type BlogFrontmatter } from "./blog-schema";
import { ContentError, parseContent } from "./schema-errors";

// Server-side only (route loaders, sitemap, feed): importing this module pulls every
// article file into the bundle, so browser code imports types from here, never values.

/** A blog article as the list, the article page, the feed and the sitemap see it. */
export type PostSummary = Omit<BlogFrontmatter, "date" | "updated"> & {
  slug: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  updated?: string;
};

const frontmatters = import.meta.glob<Record<string, unknown>>("/content/blog/*.mdx", {
  eager: true,
  import: "frontmatter",
});

function slugOf(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.mdx$/, "");
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Newest first; ties keep a stable order by title. */
export function sortPosts<T extends { date: string; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function toSummary(file: string, data: unknown): PostSummary {
  const slug = slugOf(file);
  if (!slugPattern.test(slug))
    throw new ContentError(`Invalid content in ${file}:\n  (file name): must be a lowercase-hyphenated slug`);
  const { date, updated, ...rest } = parseContent(blogFrontmatterSchema, data, file);
  return { ...rest, slug, date: isoDate(date), ...(updated ? { updated: isoDate(updated) } : {}) };
}

/** What a card or a line of post meta shows: no article-specific data (tables, lists). */
export type PostCardData = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "category" | "date" | "updated" | "readTime" | "author"
>;

/** The card fields of an article, so lists send no more data to the browser than they show. */
export function toCard({ slug, title, excerpt, category, date, updated, readTime, author }: PostSummary): PostCardData {
  return { slug, title, excerpt, category, date, ...(updated ? { updated } : {}), readTime, author };
}

/** Every article, validated at build time, newest first. */
export const posts: readonly PostSummary[] = sortPosts(
  Object.entries(frontmatters).map(([file, data]) => toSummary(file.replace(/^\//, ""), data)),
);

export function getPost(slug: string): PostSummary | undefined {
  return posts.find((post) => post.slug === slug);
}

/** The featured article is the newest; the rest fill the grid. */
export function splitFeatured<T>(sorted: readonly T[]): { featured: T | undefined; rest: T[] } {
  const [featured, ...rest] = sorted;
  return { featured, rest };
}

/** Related articles: same category first, then the newest others. */
export function relatedPosts(slug: string, count = 3): PostCardData[] {
  const current = getPost(slug);
  const others = posts.filter((post) => post.slug !== slug);
  const same = others.filter((post) => post.category === current?.category);
  const rest = others.filter((post) => post.category !== current?.category);
  return [...same, ...rest].slice(0, count).map(toCard);
}
