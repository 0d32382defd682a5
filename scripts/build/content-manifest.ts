import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentIndex } from "../../app/content/content-index.ts";
import { claims } from "../../app/content/claims.ts";
import type { FigureToken } from "../../app/content/figure-tokens.ts";

/** What the end-to-end tests read to derive their expectations: the index the build was made from. */
export const CONTENT_MANIFEST_FILE = "content-index.json";

/**
 * The figures the build put in place (token to text) and the claims that compare them, with the
 * tokens of the figures a page stating a claim must also show.
 */
function figuresManifest(figures: readonly FigureToken[]) {
  return {
    figures: Object.fromEntries(figures.map(({ token, text }) => [token, text])),
    claims: claims.map(({ token, kind, basisTokens }) => ({ token, kind, basisTokens: [...basisTokens] })),
  };
}

/** A one-pager or case study: what it is, and the figures its page shows large. */
function pageFigures(page: ContentIndex["onePagers"][number]) {
  return {
    slug: page.slug,
    title: page.title,
    industry: page.industry,
    block: page.caseStudy ? "Case Study" : page.miniCaseStudy ? "Mini Case Study" : undefined,
    metrics: [...page.performanceMetrics, ...(page.headlineStats ?? [])].map((metric) => metric.value),
  };
}

export function contentManifest(index: ContentIndex, figures: readonly FigureToken[] = []) {
  return {
    ...figuresManifest(figures),
    posts: index.posts.map(({ slug, title, date, category, readTime, author, charts }) => ({
      slug,
      title,
      date,
      category,
      readTime,
      author,
      charts: Object.values(charts ?? {}).map((chart) => ({
        title: chart.title,
        basis: chart.basis,
        rows: chart.rows.map(({ label, display }) => ({ label, display })),
      })),
    })),
    onePagers: index.onePagers.map((page) => ({ ...pageFigures(page), talentMap: page.talentMap })),
    caseStudies: index.caseStudies.map((page) => ({
      ...pageFigures(page),
      date: page.date,
      illustrative: page.illustrative === true,
    })),
  };
}

export type ContentManifest = ReturnType<typeof contentManifest>;

/** Written beside the build (never served), at the end of `npm run build`. */
export function writeContentManifest(buildDir: string, index: ContentIndex, figures: readonly FigureToken[]) {
  writeFileSync(join(buildDir, CONTENT_MANIFEST_FILE), `${JSON.stringify(contentManifest(index, figures), null, 2)}\n`);
}
