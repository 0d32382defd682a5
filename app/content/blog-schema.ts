import { z } from "zod";

export const DEFAULT_AUTHOR = "Mamut Team";

const challengeIcons = ["target", "users", "trending-up", "clock", "dollar-sign", "zap", "shield", "search"] as const;

/** The front matter of content/blog/*.mdx (see content/blog/README.md). */
export const blogFrontmatterSchema = z
  .object({
    title: z.string().trim().min(20).max(90),
    description: z.string().trim().min(70).max(160),
    excerpt: z.string().trim().min(40).max(220),
    date: z.coerce.date(),
    updated: z.coerce.date().optional(),
    category: z.string().trim().min(2).max(30),
    readTime: z.string().regex(/^\d{1,2} min read$/, 'must look like "12 min read"'),
    author: z.string().trim().min(2).default(DEFAULT_AUTHOR),
    tags: z.array(z.string().trim().min(2)).min(1).max(8),
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
  })
  .strict();

export type BlogFrontmatter = z.output<typeof blogFrontmatterSchema>;
export type ChallengeIcon = (typeof challengeIcons)[number];

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
