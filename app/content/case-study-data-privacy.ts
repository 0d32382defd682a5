import { z } from "zod";
import { dataPrivacyCaseStudy as data } from "../../content/data/case-study-data-privacy";
import { isoDate } from "./blog-schema";
import { parseContent } from "./schema-errors";

const text = (min: number, max = 400) => z.string().trim().min(min).max(max);
const titled = z.strictObject({ title: text(3, 80), text: text(20) });

export const caseStudySchema = z.strictObject({
  /** Publication date, for the Article structured data. */
  date: isoDate,
  title: text(10, 90),
  /** The page title in search results, without the " | <product name>" suffix. */
  metaTitle: text(10, 60),
  metaDescription: text(70, 160),
  imageAlt: text(10, 120),
  eyebrow: text(3, 60),
  client: text(10, 120),
  intro: text(40),
  glance: z
    .array(z.strictObject({ term: text(3, 30), detail: text(3, 160) }))
    .min(2)
    .max(6),
  headlineMetrics: z
    .array(z.strictObject({ value: text(1, 24), label: text(3, 40), note: text(3, 60) }))
    .min(3)
    .max(4),
  overview: text(40, 800),
  challenges: z.array(text(20)).min(2).max(6),
  solutionIntro: text(20),
  solution: z.array(text(20)).min(2).max(8),
  resultsIntro: text(20),
  progress: z.array(z.strictObject({ label: text(3), value: z.number().int().min(0).max(100), note: text(10) })).min(1),
  beforeAfter: z.array(z.strictObject({ metric: text(3), before: text(2), after: text(2) })).min(3),
  quote: z.strictObject({ text: text(20), attribution: text(3, 80) }),
  takeaways: z.array(titled).min(2).max(6),
  cta: z.strictObject({ heading: text(10, 90), text: text(20) }),
});

export type CaseStudyData = z.input<typeof caseStudySchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;

export const dataPrivacyCaseStudy: CaseStudy = parseContent(
  caseStudySchema,
  data,
  "content/data/case-study-data-privacy.ts",
);
