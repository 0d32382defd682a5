import { z } from "zod";

// The schema of content/data/page-copy.ts. Build code only (scripts/build/content-figures.ts checks
// the file before any page is built); pages read the checked file without zod in their JavaScript.

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const meta = {
  /** The page title in search results, without the " | <product name>" suffix. */
  metaTitle: text(10, 60),
  metaDescription: text(70, 160),
  imageAlt: text(10, 120),
};
const listing = z.strictObject({
  ...meta,
  eyebrow: text(3, 40),
  title: text(10, 90),
  intro: text(40, 400),
  cta: z.strictObject({
    heading: text(10, 90),
    subheading: text(20, 240),
    secondaryText: text(3, 40),
    ctaLink: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a root-relative site path such as /contact"),
  }),
});

/** The header's "Resources" menu: the listing pages, each with one line (one line in the 1280 px panel). */
const navigation = z.strictObject({
  resources: z
    .array(
      z.strictObject({
        label: text(3, 24),
        href: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a root-relative site path such as /blog"),
        description: text(20, 48),
      }),
    )
    .min(1)
    .max(6),
});

/** The not-found page's ways on: a heading and 3-6 site pages, each with one line. */
const notFound = z.strictObject({
  pathsHeading: text(5, 60),
  paths: z
    .array(
      z.strictObject({
        label: text(3, 40),
        href: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a root-relative site path such as /blog"),
        description: text(20, 90),
      }),
    )
    .min(3)
    .max(6),
});

/** The contact page's words for one offer. */
const contactWords = z.strictObject({
  title: text(10, 90),
  intro: text(40, 400),
  promises: z.array(text(10, 120)).min(1).max(4),
  callText: text(20, 200),
});

export const pageCopySchema = z.strictObject({
  navigation,
  industries: listing,
  caseStudies: listing,
  contact: z.strictObject({
    ...meta,
    eyebrow: text(3, 40),
    callHeading: text(5, 60),
    formHeading: text(5, 60),
    formNote: text(10, 200),
    /**
     * What the page says for each offer (content/data/offers.ts): the outbound plugin's at /contact,
     * the healthtech consultancy's when it answers the home page's form.
     */
    offers: z.strictObject({ outbound: contactWords, healthtech: contactWords }),
  }),
  roiCalculator: z.strictObject(meta),
  notFound,
});

export type PageCopyData = z.input<typeof pageCopySchema>;
export type PageCopy = z.output<typeof pageCopySchema>;
