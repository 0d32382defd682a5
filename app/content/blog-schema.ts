import { z } from "zod";

/**
 * The categories an article may have: one list, so a misspelt category fails the build instead
 * of starting a new one. Add a category here, and its motif in components/illustrations/motifs.ts, to use it.
 */
export const blogCategories = ["Strategy", "Operations", "Growth", "AI & Sales", "Startup Growth"] as const;

export type BlogCategory = (typeof blogCategories)[number];

const challengeIcons = ["target", "users", "trending-up", "clock", "dollar-sign", "zap", "shield", "search"] as const;

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A chart an article draws from its own figures: each row's bar is `value` long, a range starts
 * at `low`; `display` is the figure as the text states it. `basis` says where the figures come from.
 */
const chartSchema = z.strictObject({
  title: z.string().trim().min(10).max(90),
  basis: z.string().trim().min(20).max(200),
  kind: z.enum(["bars", "funnel"]).default("bars"),
  rows: z
    .array(
      z.strictObject({
        label: z.string().trim().min(2).max(40),
        value: z.number().positive(),
        low: z.number().positive().optional(),
        display: z.string().trim().min(1).max(24),
        note: z.string().trim().min(2).max(40).optional(),
      }),
    )
    .min(2)
    .max(12),
  total: z.strictObject({ label: z.string().trim().min(2), display: z.string().trim().min(1) }).optional(),
});

export type ArticleChart = z.output<typeof chartSchema>;

/** A calendar date written YYYY-MM-DD, checked against the calendar (no 2025-02-30), kept as text. */
export const isoDate = z.iso.date({ error: "must be a real date written YYYY-MM-DD, e.g. 2025-06-20" });

/** The front matter of content/blog/*.mdx (see content/blog/README.md, which states these limits). */
export const blogFrontmatterSchema = z
  .object({
    title: z.string().trim().min(20).max(90),
    description: z.string().trim().min(70).max(160),
    excerpt: z.string().trim().min(40).max(220),
    /** The day the article is published: one after the day of the build schedules it (config/publication.ts). */
    date: isoDate,
    updated: isoDate.optional(),
    category: z.enum(blogCategories, {
      error: (issue) =>
        `unknown category ${JSON.stringify(issue.input)}; use one of: ${blogCategories.join(", ")} (app/content/blog-schema.ts)`,
    }),
    /** Computed from the text when left out. */
    readTime: z
      .string()
      .regex(/^\d{1,2} min read$/, 'must look like "12 min read"')
      .optional(),
    /** A person's name; left out, the article is by the team ("<product name> Team"). */
    author: z.string().trim().min(2).max(60).optional(),
    /** Only for an author that is not a person, e.g. a partner company. */
    authorType: z.enum(["person", "organization"]).optional(),
    tags: z.array(z.string().trim().min(2).max(30)).min(1).max(8),
    /** Built in development only: left out of production, the sitemap, the feed and the assistant. */
    draft: z.boolean().default(false),
    challenges: z
      .array(
        z.strictObject({
          icon: z.enum(challengeIcons),
          title: z.string().min(3),
          problem: z.string().min(20),
          solution: z.string().min(20),
          keywords: z.array(z.string().min(2)).min(1),
        }),
      )
      .optional(),
    levers: z.array(z.strictObject({ name: z.string().min(2), target: z.string().min(1) })).optional(),
    experiments: z
      .array(z.strictObject({ title: z.string().min(3), description: z.string().min(20), metric: z.string().min(2) }))
      .optional(),
    /** Charts the body draws with `<Chart name="..." />`, keyed by that name. */
    charts: z.record(z.string().regex(slugPattern, "chart names are lowercase-hyphenated"), chartSchema).optional(),
    /** The closing call to action's heading and line, written for this article's topic. */
    closing: z.strictObject({
      heading: z.string().trim().min(10).max(80),
      text: z.string().trim().min(40).max(240),
    }),
  })
  .strict()
  .refine((post) => post.updated === undefined || post.updated >= post.date, {
    path: ["updated"],
    message: "must be on or after the article's date",
  });

export type BlogFrontmatter = z.output<typeof blogFrontmatterSchema>;
export type ChallengeIcon = (typeof challengeIcons)[number];

/** Words a reader gets through in a minute, for read times computed from the text. */
export const WORDS_PER_MINUTE = 230;
