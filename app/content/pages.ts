import { z } from "zod";
import { isoDate } from "./blog-schema";
import { readableDate } from "./dates";
import { parseContent } from "./schema-errors";

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * The figures a document draws from its own text (the growth framework's pillars, timeline and
 * key figures, app/features/documents/framework-figures.tsx).
 */
/**
 * A pillar's own diagram, drawn as HTML (framework-diagrams.tsx): "narrow", steps that narrow to the
 * few who matter; "fan", one source (`from`) that branches into each step; "flow", steps in order
 * to an outcome; "loop", steps that start again. `to`: what the steps lead to, under them.
 */
const diagramSchema = z.strictObject({
  kind: z.enum(["narrow", "fan", "flow", "loop"]),
  caption: line(90),
  from: line(80).optional(),
  steps: z.array(line(110)).min(2).max(6),
  to: line(110).optional(),
});

export type Diagram = z.output<typeof diagramSchema>;

export const documentFiguresSchema = z
  .strictObject({
    /** The one-screen summary at the top: what the document is, and whom it is for. */
    glance: z.strictObject({ what: line(200), audience: line(200) }),
    pillars: z
      .array(z.strictObject({ name: line(30), role: line(40), diagram: diagramSchema }))
      .min(2)
      .max(6),
    /** What runs from the last pillar back to the first. */
    loop: line(90),
    phases: z
      .array(
        z.strictObject({
          when: z.string().regex(/^[A-Za-z ]+\d+-\d+$/, 'must read like "Days 1-30"'),
          name: line(40),
          /** The pillars the phase puts to work, by name. */
          focus: z.array(line(30)).min(1).max(6),
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
  })
  .superRefine((figures, context) => {
    const names = new Set(figures.pillars.map((pillar) => pillar.name));
    figures.phases.forEach((phase, index) =>
      phase.focus.forEach((name, at) => {
        if (!names.has(name)) {
          context.addIssue({
            code: "custom",
            path: ["phases", index, "focus", at],
            message: `"${name}" is not one of the pillars (${[...names].join(", ")})`,
          });
        }
      }),
    );
  });

export type DocumentFigures = z.output<typeof documentFiguresSchema>;

/**
 * The front matter of content/pages/*.mdx: long documents rendered as their own routes. A date only
 * where the document states one (SPEC dates the privacy policy alone): `updated` is optional here,
 * required by `datedDocumentPage`.
 */
export const pageFrontmatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(90),
  description: z.string().trim().min(70).max(160),
  updated: isoDate.optional(),
  figures: documentFiguresSchema.optional(),
});

const datedPageFrontmatterSchema = pageFrontmatterSchema.extend({ updated: isoDate });

export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;

/** Validates a document's front matter; a bad file fails the build naming file and field. */
export function parsePageFrontmatter(data: unknown, file: string): PageFrontmatter {
  return parseContent(pageFrontmatterSchema, data, file);
}

/** What a document page shows about itself; plain strings, so a loader can hand it to the page. */
export type DocumentPage = { title: string; description: string };

/** A document that states when it was last updated (the privacy policy). */
export type DatedDocumentPage = DocumentPage & {
  /** ISO date (YYYY-MM-DD) of the last update. */
  updated: string;
  /** The same date for readers: "June 27, 2025". */
  updatedLabel: string;
};

/** Validates an undated document's front matter and shapes it for its page. */
export function documentPage(data: unknown, file: string): DocumentPage {
  const { title, description } = parsePageFrontmatter(data, file);
  return { title, description };
}

/** Validates a dated document's front matter (its `updated` is required) and shapes it for its page. */
export function datedDocumentPage(data: unknown, file: string): DatedDocumentPage {
  const { title, description, updated } = parseContent(datedPageFrontmatterSchema, data, file);
  return { title, description, updated, updatedLabel: readableDate(updated) };
}
