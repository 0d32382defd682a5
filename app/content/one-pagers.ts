import { z } from "zod";
import { isoDate, slugPattern } from "./blog-schema";
import figures from "virtual:content-figures";
import { schedule } from "./publication";
import { ContentError, parseContent } from "./schema-errors";

/** A figure's number ({plan.monthly.value}), or undefined when there is none of that name. */
function figureNumber(token: string): number | undefined {
  const text = figures[token];
  return text === undefined ? undefined : Number(text);
}

/**
 * SPEC's "One-pager content" entity: the industry one-pagers (content/data/one-pagers/*.ts)
 * and the case studies (content/data/case-studies/*.ts) share it and one layout.
 */
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a root-relative site path such as /contact");

const metricSchema = z.strictObject({ label: text(2, 60), value: text(1, 24) });

const caseStudyBlockSchema = z.strictObject({
  title: text(10, 120),
  bullets: z.array(text(10, 200)).min(2).max(6),
  link: sitePath.optional(),
  linkLabel: text(3, 60).optional(),
});

const onePagerFields = {
  /** Orders the cards on /industries and /case-studies. */
  order: z.number().int().min(1),
  industry: text(2, 40),
  title: text(10, 90),
  subheading: text(40, 320),
  /** The page title in search results, without the " | <product name>" suffix. */
  metaTitle: text(10, 60),
  metaDescription: text(70, 160),
  /** The text of the page's card on the listing page. */
  summary: text(40, 200),
  /** Two or three short figures for the card, e.g. "$10.5K-$13.5K a month". */
  highlights: z.array(text(3, 40)).min(1).max(3),
  stakes: z.array(text(20, 240)).min(3).max(5),
  challenges: z.array(text(20, 240)).min(3).max(5),
  solutions: z
    .array(z.strictObject({ title: text(3, 60), description: text(20, 240) }))
    .min(3)
    .max(5),
  performanceNote: text(20, 320),
  performanceMetrics: z.array(metricSchema).min(3).max(6),
  /** Figures shown right under the title (the talent page's headline stats). */
  headlineStats: z.array(metricSchema).min(2).max(4).optional(),
  buildVsBuy: z.strictObject({
    internal: z.array(text(5, 160)).min(3).max(7),
    productSide: z.array(text(5, 160)).min(3).max(7),
    internalTitle: text(3, 60).optional(),
    productSideTitle: text(3, 60).optional(),
  }),
  caseStudy: caseStudyBlockSchema.optional(),
  miniCaseStudy: caseStudyBlockSchema.optional(),
  cta: z.strictObject({
    heading: text(10, 90),
    subheading: text(20, 240),
    secondaryText: text(3, 40).optional(),
    ctaLink: sitePath.optional(),
  }),
  /**
   * The price for the Service structured data: the name of a price in content/data/figures.ts (a
   * range gives a minimum and a maximum, a single price a starting price) and what it is per.
   */
  price: z
    .strictObject({
      figure: z.string().regex(/^[a-z][\w.]*$/, "must name a price in content/data/figures.ts"),
      unit: text(3, 40),
    })
    .transform((price, context) => {
      const range = figureNumber(`${price.figure}.low`);
      const min = range ?? figureNumber(`${price.figure}.value`);
      if (min === undefined) {
        context.addIssue({
          code: "custom",
          path: ["figure"],
          message: `no price "${price.figure}" in content/data/figures.ts`,
        });
        return z.NEVER;
      }
      const max = range === undefined ? undefined : figureNumber(`${price.figure}.high`);
      return { min, ...(max === undefined ? {} : { max }), unit: price.unit };
    })
    .optional(),
  /** Shows the Latin American talent map section (the staff-augmentation page). */
  talentMap: z.boolean().default(false),
};

const oneCaseStudyBlock = (page: { caseStudy?: unknown; miniCaseStudy?: unknown }) =>
  !(page.caseStudy && page.miniCaseStudy);
const oneCaseStudyBlockMessage = {
  message: "use either caseStudy or miniCaseStudy, not both",
  path: ["miniCaseStudy"],
};

export const onePagerSchema = z.strictObject(onePagerFields).refine(oneCaseStudyBlock, oneCaseStudyBlockMessage);

/** A case study page: the one-pager layout, always with its Mini Case Study block and a publication date. */
export const caseStudySchema = z
  .strictObject({
    ...onePagerFields,
    miniCaseStudy: caseStudyBlockSchema,
    date: isoDate,
    /**
     * The label of the performance metric its card and hero lead with, drawn as a chart (a metric
     * written "..., up from 5-10" as a before-and-after comparison); the first comparison by default.
     */
    headline: text(2, 60).optional(),
    /** An illustrative program benchmark rather than one client's results: the page says so near the top. */
    illustrative: z.boolean().default(false),
  })
  .refine(oneCaseStudyBlock, oneCaseStudyBlockMessage)
  .refine((page) => page.headline === undefined || page.performanceMetrics.some((m) => m.label === page.headline), {
    message: "must be the label of one of its performanceMetrics",
    path: ["headline"],
  });

export type OnePagerData = z.input<typeof onePagerSchema>;
export type CaseStudyData = z.input<typeof caseStudySchema>;
export type OnePager = z.output<typeof onePagerSchema> & {
  slug: string;
  date?: string;
  illustrative?: boolean;
  headline?: string;
};

/**
 * What a one-pager or case study page renders: the listing's fields (summary, order) stay on the
 * server. `blockIllustrative`: its case study block tells an illustrative case study (the page it
 * links to says `illustrative: true`), so the block is labelled as one too.
 */
export type OnePagerPage = Omit<OnePager, "summary" | "order"> & { blockIllustrative?: boolean };

/** The page's loader data without the listing's fields, so the page sends no text it does not show. */
export function toPageData({ summary: _summary, order: _order, ...page }: OnePager): OnePagerPage {
  const link = (page.miniCaseStudy ?? page.caseStudy)?.link;
  const linked = link?.startsWith("/case-studies/") ? getCaseStudy(link.slice("/case-studies/".length)) : undefined;
  return { ...page, blockIllustrative: linked?.illustrative === true };
}
export type CaseStudyBlock = z.output<typeof caseStudyBlockSchema>;
export type Metric = z.output<typeof metricSchema>;

function slugOf(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.ts$/, "");
}

/**
 * Validates every module of a content folder (file path to default export), names
 * each entry after its file and sorts by `order`. Throws a ContentError naming the
 * file and the field of the first bad file.
 */
export function toEntries(modules: Record<string, unknown>, schema: typeof onePagerSchema | typeof caseStudySchema) {
  const entries = Object.entries(modules).map(([path, data]): OnePager => {
    const file = path.replace(/^\//, "");
    const slug = slugOf(file);
    if (!slugPattern.test(slug)) {
      throw new ContentError(
        `Invalid content in ${file}:\n  (file name): must be a lowercase-hyphenated slug ending in .ts, e.g. new-industry.ts`,
      );
    }
    return { ...parseContent(schema, data, file), slug };
  });
  return entries.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

const onePagerModules = import.meta.glob<unknown>("/content/data/one-pagers/*.ts", { eager: true, import: "default" });
const caseStudyModules = import.meta.glob<unknown>("/content/data/case-studies/*.ts", {
  eager: true,
  import: "default",
});

/** The industry one-pagers at /one-pagers/{slug}, validated at build time. */
export const onePagers: readonly OnePager[] = toEntries(onePagerModules, onePagerSchema);

const caseStudyEntries = schedule(toEntries(caseStudyModules, caseStudySchema));

/** The case studies at /case-studies/{slug}, validated at build time: those dated on or before the day of the build. */
export const caseStudies: readonly OnePager[] = caseStudyEntries.published;

/** Case studies dated after the day of the build, published by a build on or after their date (like articles). */
export const scheduledCaseStudies: readonly OnePager[] = caseStudyEntries.scheduled;

export function getOnePager(slug: string | undefined): OnePager | undefined {
  return onePagers.find((page) => page.slug === slug);
}

export function getCaseStudy(slug: string | undefined): OnePager | undefined {
  return caseStudies.find((page) => page.slug === slug);
}
