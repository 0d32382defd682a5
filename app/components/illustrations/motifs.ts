import type { BlogCategory } from "~/content/blog-schema";
import { headlineChartSrc, headlineMetric } from "./headline-chart.ts";

/**
 * The illustration system: one line-art motif per topic, drawn as static SVG files in
 * public/illustrations/ (served as images, so they cost no JavaScript). Pages pick their art
 * through the functions below, never by file name.
 */
export const motifs = [
  "route",
  "cost-stack",
  "steps",
  "node-network",
  "trajectory",
  "pulse",
  "shield-chart",
  "people-grid",
  "building-blocks",
  "app-windows",
  "pin-network",
  "neutral",
] as const;

export type Motif = (typeof motifs)[number];

/** A topic without a motif of its own (a new category or industry) gets this one. */
export const DEFAULT_MOTIF: Motif = "neutral";

const categoryMotifs: Partial<Record<BlogCategory, Motif>> = {
  Strategy: "route",
  Operations: "cost-stack",
  Growth: "steps",
  "AI & Sales": "node-network",
  "Startup Growth": "trajectory",
};

// Keyed by the one-pager's file name; the staff-augmentation page is found by its talent map instead,
// since its slug carries the product's name.
const industryMotifs: Record<string, Motif> = {
  healthcare: "pulse",
  "financial-services": "shield-chart",
  "staffing-recruiting": "people-grid",
  "software-consultancies": "building-blocks",
  saas: "app-windows",
};

export function motifSrc(motif: Motif): string {
  return `/illustrations/${motif}.svg`;
}

/** The motif of an article's category; its cover and card draw it from the article itself (cover-art.ts). */
export function categoryMotif(category: string): Motif {
  return categoryMotifs[category as keyof typeof categoryMotifs] ?? DEFAULT_MOTIF;
}

/** The art of an industry one-pager (its card and its hero). */
export function onePagerMotif(page: { slug: string; talentMap?: boolean }): Motif {
  if (page.talentMap) return "pin-network";
  return industryMotifs[page.slug] ?? DEFAULT_MOTIF;
}

/**
 * The art of a case study (its card and its hero): the chart of its headline metric, which the
 * build draws (scripts/build/generated-art.ts), with the metric to print beside it.
 */
export function caseStudyArt(page: {
  slug: string;
  performanceMetrics: readonly { label: string; value: string }[];
  headline?: string;
}) {
  const headline = headlineMetric(page.performanceMetrics, page.headline);
  return headline
    ? { src: headlineChartSrc(page.slug), metric: headline.metric }
    : { src: motifSrc(DEFAULT_MOTIF), metric: undefined };
}
