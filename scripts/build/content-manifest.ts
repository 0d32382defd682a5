import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentIndex } from "../../app/content/content-index.ts";
import { CONTENT_MANIFEST_FILE, type Publication } from "../../config/publication.ts";
import { claims, industryClaims } from "../../app/content/claims.ts";
import type { FigureToken } from "../../app/content/figure-tokens.ts";

/** What the end-to-end tests read to derive their expectations: the index the build was made from. */
export { CONTENT_MANIFEST_FILE };

/** Everything scheduled after the build's day, soonest first, with the file that publishes it. */
function scheduledContent(index: ContentIndex) {
  return [
    ...index.scheduled.posts.map(({ slug, date }) => ({ path: `/blog/${slug}`, file: `content/blog/${slug}.mdx`, date })),
    ...index.scheduled.caseStudies.map(({ slug, date = "" }) => ({
      path: `/case-studies/${slug}`,
      file: `content/data/case-studies/${slug}.ts`,
      date,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
}

/**
 * The figures the build put in place (token to text) and the claims that compare them, with the
 * tokens of the figures a page stating a claim must also show.
 */
function figuresManifest(figures: readonly FigureToken[]) {
  return {
    figures: Object.fromEntries(figures.map(({ token, text }) => [token, text])),
    claims: [
      ...claims,
      ...industryClaims(figures.flatMap(({ token }) => /^industries\.(\w+)\.label$/.exec(token)?.slice(1) ?? [])),
    ].map(({ token, kind, basisTokens }) => ({ token, kind, basisTokens: [...basisTokens] })),
  };
}

/** A one-pager or case study: what it is, and the figures its page shows large. */
function pageFigures(page: ContentIndex["onePagers"][number]) {
  return {
    slug: page.slug,
    title: page.title,
    industry: page.industry,
    block: page.caseStudy ? "Case Study" : page.miniCaseStudy ? "Mini Case Study" : undefined,
    blockLink: (page.caseStudy ?? page.miniCaseStudy)?.link,
    metrics: [...page.performanceMetrics, ...(page.headlineStats ?? [])].map((metric) => metric.value),
  };
}

/**
 * @param publication the day the build published up to, in `timeZone` (config/publication.ts); `npm start`
 * rebuilds once the first scheduled date has come (scripts/build-freshness.ts).
 * @param figures the figures the build put in place (scripts/build/content-figures.ts).
 */
export function contentManifest(
  index: ContentIndex,
  { day, timeZone }: { day: string; timeZone: string },
  figures: readonly FigureToken[] = [],
) {
  const scheduled = scheduledContent(index);
  const [next] = scheduled;
  const publication: Publication = { timeZone, day, ...(next ? { next: { date: next.date, file: next.file } } : {}) };
  return {
    ...figuresManifest(figures),
    publication,
    scheduled,
    posts: index.posts.map(({ slug, title, date, category, readTime, author, closing, charts }) => ({
      slug,
      title,
      date,
      category,
      readTime,
      author,
      closing,
      charts: Object.values(charts ?? {}).map((chart) => ({
        title: chart.title,
        basis: chart.basis,
        rows: chart.rows.map(({ label, display, value }) => ({ label, display, value })),
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
export function writeContentManifest(
  buildDir: string,
  index: ContentIndex,
  publication: { day: string; timeZone: string },
  figures: readonly FigureToken[],
) {
  writeFileSync(
    join(buildDir, CONTENT_MANIFEST_FILE),
    `${JSON.stringify(contentManifest(index, publication, figures), null, 2)}\n`,
  );
}
