import { z } from "zod";
import { isoDate } from "./blog-schema";
import { readableDate } from "./dates";
import { parseContent } from "./schema-errors";

/** The front matter of content/pages/*.mdx: long documents rendered as their own routes. */
export const pageFrontmatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(90),
  description: z.string().trim().min(70).max(160),
  updated: isoDate,
});

export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;

/** Validates a document's front matter; a bad file fails the build naming file and field. */
export function parsePageFrontmatter(data: unknown, file: string): PageFrontmatter {
  return parseContent(pageFrontmatterSchema, data, file);
}

/** What a document page shows about itself; plain strings, so a loader can hand it to the page. */
export type DocumentPage = {
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last update. */
  updated: string;
  /** The same date for readers: "June 27, 2025". */
  updatedLabel: string;
};

/** Validates a document's front matter and shapes it for its page. */
export function documentPage(data: unknown, file: string): DocumentPage {
  const { title, description, updated } = parsePageFrontmatter(data, file);
  return { title, description, updated, updatedLabel: readableDate(updated) };
}
