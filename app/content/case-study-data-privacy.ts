import { z } from "zod";
import { dataPrivacyCaseStudy as data } from "../../content/data/case-study-data-privacy";
import { isoDate } from "./blog-schema";
import { parseContent } from "./schema-errors";

const text = (min: number) => z.string().trim().min(min);

export const caseStudySchema = z.strictObject({
  /** Publication date, for the Article structured data. */
  date: isoDate,
  client: text(10),
  headlineMetrics: z
    .array(z.strictObject({ value: text(1), label: text(3), note: text(3) }))
    .min(3)
    .max(4),
  progress: z.array(z.strictObject({ label: text(3), value: z.number().int().min(0).max(100), note: text(10) })).min(1),
  beforeAfter: z.array(z.strictObject({ metric: text(3), before: text(2), after: text(2) })).min(3),
});

export type CaseStudy = z.output<typeof caseStudySchema>;

export const dataPrivacyCaseStudy: CaseStudy = parseContent(
  caseStudySchema,
  data,
  "content/data/case-study-data-privacy.ts",
);
