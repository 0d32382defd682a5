import { z } from "zod";
import { integrationGuide as data } from "../../content/data/integration-guide";
import { slugPattern } from "./blog-schema";
import { getPost, toCard, type PostCardData } from "./blog";
import { ContentError, parseContent } from "./schema-errors";

export const benefitIcons = ["piggy-bank", "rocket", "calendar-check", "bot", "layers", "shield-check"] as const;

const text = (min: number) => z.string().trim().min(min);

export const integrationGuideSchema = z.strictObject({
  techStack: z
    .array(
      z.strictObject({
        category: text(3),
        summary: text(20),
        tools: z.array(z.strictObject({ name: text(2), cost: text(2).optional() })).min(2),
      }),
    )
    .min(3)
    // SPEC: "more than 15 tools integrated".
    .refine(
      (groups) => groups.reduce((sum, group) => sum + group.tools.length, 0) > 15,
      "must list more than 15 tools",
    ),
  steps: z
    .array(
      z.strictObject({
        number: z.number().int().positive(),
        title: text(3),
        subtitle: text(5),
        description: text(40),
        details: z.array(text(10)).min(2),
      }),
    )
    .length(4)
    .refine((steps) => steps.every((step, index) => step.number === index + 1), "steps must be numbered 1 to 4"),
  benefits: z.array(z.strictObject({ icon: z.enum(benefitIcons), title: text(5), text: text(30) })).length(6),
  relatedPosts: z.array(z.string().regex(slugPattern)).length(3),
});

export type IntegrationGuide = z.output<typeof integrationGuideSchema>;
export type IntegrationStep = IntegrationGuide["steps"][number];
export type BenefitIcon = (typeof benefitIcons)[number];

export const integrationGuide: IntegrationGuide = parseContent(
  integrationGuideSchema,
  data,
  "content/data/integration-guide.ts",
);

/** The guide's related articles, from the articles' own front matter; a missing slug fails the build. */
export function relatedArticles(slugs: readonly string[] = integrationGuide.relatedPosts): PostCardData[] {
  return slugs.map((slug) => {
    const post = getPost(slug);
    if (!post)
      throw new ContentError(
        `Invalid content in content/data/integration-guide.ts:\n  relatedPosts: no article "${slug}"`,
      );
    return toCard(post);
  });
}
