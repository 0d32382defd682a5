import { z } from "zod";
import { isoDate } from "./blog-schema";
import { readableDate } from "./dates";
import { parseContent } from "./schema-errors";

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * The figures a document draws from its own text (the growth framework's pillars, timeline and
 * key figures, app/features/documents/framework-figures.tsx).
 */
export const documentFiguresSchema = z.strictObject({
  pillars: z
    .array(z.strictObject({ name: line(30), role: line(40) }))
    .min(2)
    .max(6),
  /** What runs from the last pillar back to the first. */
  loop: line(90),
  phases: z
    .array(
      z.strictObject({
        when: z.string().regex(/^[A-Za-z ]+\d+-\d+$/, 'must read like "Days 1-30"'),
        name: line(40),
      }),
    )
    .min(2)
    .max(6),
  /** The mark at the end of each phase. */
  milestone: line(30),
  /** Sets of figures the text shows as callouts, by name (`<KeyFigures set="summary" />`). */
  keyFigures: z.record(
    z.string().regex(/^[a-z-]+$/, "set names are lowercase words"),
    z
      .array(z.strictObject({ value: line(20), label: line(40), basis: line(120) }))
      .min(1)
      .max(4),
  ),
});

export type DocumentFigures = z.output<typeof documentFiguresSchema>;

/** The front matter of content/pages/*.mdx: long documents rendered as their own routes. */
export const pageFrontmatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(90),
  description: z.string().trim().min(70).max(160),
  updated: isoDate,
  figures: documentFiguresSchema.optional(),
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
