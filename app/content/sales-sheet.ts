import { z } from "zod";
import { salesSheet as data } from "../../content/data/one-pager";
import { slugPattern } from "./blog-schema";
import { parseContent } from "./schema-errors";

export const includedIcons = ["user-round", "settings", "pen-line", "layers", "mail", "bot"] as const;

const text = (min: number) => z.string().trim().min(min);

/** /one-pager: the general one-page sales sheet (the industry one-pagers are in ./one-pagers.ts). */
export const salesSheetSchema = z.strictObject({
  meta: z.strictObject({
    title: z.string().trim().min(10).max(60),
    description: z.string().trim().min(70).max(160),
    imageAlt: text(10),
  }),
  hero: z.strictObject({ title: text(10), intro: text(40), pilotLink: text(5) }),
  // The outbound offer's proof. A figure shown large states its basis beside it (DESIGN.md), so no
  // figure on the sheet contradicts another.
  keyFigures: z.array(z.strictObject({ value: text(1), label: text(3), basis: text(20) })).length(4),
  included: z.array(z.strictObject({ icon: z.enum(includedIcons), title: text(3), text: text(20) })).length(6),
  steps: z.array(z.strictObject({ title: text(3), text: text(20) })).length(4),
  // Each industry links to its one-pager at /one-pagers/<slug>.
  industries: z
    .array(z.strictObject({ name: text(3), slug: z.string().regex(slugPattern), text: text(20) }))
    .min(3)
    .max(6),
  pricing: z.strictObject({
    price: text(2),
    period: text(3),
    annual: text(3),
    points: z.array(text(5)).min(2),
  }),
  questions: z
    .array(z.strictObject({ question: text(10), answer: text(30) }))
    .min(2)
    .max(4),
  comparison: z.array(z.strictObject({ item: text(3), internal: text(5), product: text(5) })).min(3),
  comparisonNote: text(20),
  guarantee: z.strictObject({ title: text(5), text: text(20), note: text(20) }),
  cta: z.strictObject({ heading: text(10), text: text(20) }),
});

export type SalesSheet = z.output<typeof salesSheetSchema>;
export type IncludedIcon = (typeof includedIcons)[number];

export const salesSheet: SalesSheet = parseContent(salesSheetSchema, data, "content/data/one-pager.ts");
