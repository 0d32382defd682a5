import { articleCoverSrc } from "~/components/illustrations/cover-art";
import { siteConfig } from "~/lib/site-config";
import { blogFrontmatterSchema, slugPattern, WORDS_PER_MINUTE, type BlogFrontmatter } from "./blog-schema";
import { readableDate } from "./dates";
import { publicationDay, schedule } from "./publication";
import { ContentError, fieldLocator, lineOf, parseContent } from "./schema-errors";

// Server-side only (route loaders, sitemap, feed): importing this module pulls every
// article's front matter and text into the bundle, so browser code imports types from here, never values.

/** A blog article as the list, the article page, the feed and the sitemap see it. */
export type PostSummary = Omit<BlogFrontmatter, "readTime" | "author" | "authorType" | "draft"> & {
  slug: string;
  /** The date for readers ("August 30, 2025"), written here so the browser never formats one. */
  dateLabel: string;
  readTime: string;
  author: string;
  authorType: "person" | "organization";
  draft: boolean;
};

const frontmatters = import.meta.glob<Record<string, unknown>>("/content/blog/*.mdx", {
  eager: true,
  import: "frontmatter",
});

// The source text, for read times and the assistant's index (server bundle only).
const sources = import.meta.glob<string>("/content/blog/*.mdx", { eager: true, query: "?raw", import: "default" });

function slugOf(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.mdx$/, "");
}

/** Newest first; ties keep a stable order by title. */
export function sortPosts<T extends { date: string; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The body of an MDX file without its front matter, with the product's name in place. */
export function bodyText(source: string, productName: string = siteConfig.productName): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "").replaceAll("{productName}", productName);
}

/** "N min read" for a body at WORDS_PER_MINUTE, counting words, not markup. */
export function readTimeOf(body: string): string {
  const words = body
    .replace(/<[^>]*>/g, " ")
    .replace(/\]\([^)]*\)/g, " ")
    .replace(/[#*_`>|[\]-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

export function defaultAuthor(productName: string = siteConfig.productName): string {
  return `${productName} Team`;
}

/** Validates one article's front matter; every error names the file and the field. */
export function toSummary(file: string, data: unknown, source = ""): PostSummary {
  const slug = slugOf(file);
  if (!/\.mdx$/.test(file) || !slugPattern.test(slug)) {
    throw new ContentError(
      `Invalid content in ${file}:\n  (file name): must be a lowercase-hyphenated slug ending in .mdx, e.g. my-new-article.mdx`,
    );
  }
  const { readTime, author, authorType, ...rest } = parseContent(
    blogFrontmatterSchema,
    data,
    file,
    fieldLocator(file, source),
  );
  return {
    ...rest,
    slug,
    dateLabel: readableDate(rest.date),
    readTime: readTime ?? readTimeOf(bodyText(source)),
    author: author ?? defaultAuthor(),
    authorType: authorType ?? (author === undefined ? "organization" : "person"),
  };
}

/** What a card or a line of post meta shows: no article-specific data (tables, lists). */
export type PostCardData = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "category" | "date" | "dateLabel" | "updated" | "readTime" | "author"
> & {
  /** The article's cover: its category's motif, drawn from the article (components/illustrations/cover-art.ts). */
  art: string;
};

/** The card fields of an article, so lists send no more data to the browser than they show. */
export function toCard(post: PostSummary): PostCardData {
  const { slug, title, excerpt, category, date, dateLabel, updated, readTime, author } = post;
  const art = articleCoverSrc(slug);
  return { slug, title, excerpt, category, date, dateLabel, ...(updated ? { updated } : {}), readTime, author, art };
}

/**
 * Drafts are shown while developing (`npm run dev`) and left out of production builds, where
 * their files compile to nothing but `draft: true` (scripts/build/remark-content.ts).
 */
export function isPublished(frontmatter: unknown, includeDrafts: boolean): boolean {
  return includeDrafts || (frontmatter as { draft?: unknown } | undefined)?.draft !== true;
}

/**
 * A published article's `updated` date may not lie ahead of the day it is published on: the page,
 * the feed and the sitemap would show a change that has not happened.
 */
export function checkUpdated(post: PostSummary, day: string, source = ""): void {
  if (post.updated === undefined || post.updated <= day) return;
  const file = `content/blog/${post.slug}.mdx`;
  throw new ContentError(
    `Invalid content in ${file}:\n  ${lineOf(fieldLocator(file, source)(["updated"]))}updated: ${post.updated} is after today (${day} in the site's time zone); date an update on or before the day it is published`,
  );
}

/** Every article but the drafts, validated at build time, newest first. */
const allPosts = sortPosts(
  Object.entries(frontmatters)
    .filter(([, data]) => isPublished(data, import.meta.env.DEV))
    .map(([file, data]) => toSummary(file.replace(/^\//, ""), data, sources[file] ?? "")),
);

const { published, scheduled } = schedule(allPosts);
// On what is out on the build's day (development lists scheduled articles too).
for (const post of schedule(allPosts, publicationDay, false).published) {
  checkUpdated(post, publicationDay, sources[`/content/blog/${post.slug}.mdx`]);
}

/** The published articles, newest first: those dated on or before the day of the build. */
export const posts: readonly PostSummary[] = published;

/**
 * Articles dated after the day of the build: validated like the others, but without a page, a card,
 * a sitemap, feed or assistant entry, until a build on or after their date.
 */
export const scheduledPosts: readonly PostSummary[] = scheduled;

export function getPost(slug: string): PostSummary | undefined {
  return posts.find((post) => post.slug === slug);
}

/** An article's body as written, with the product's name in place (for the assistant's index). */
export function postBody(slug: string): string {
  return bodyText(sources[`/content/blog/${slug}.mdx`] ?? "");
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
