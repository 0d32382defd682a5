import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentIndex } from "../../app/content/content-index.ts";
import { CONTENT_MANIFEST_FILE, type Publication } from "../../config/publication.js";

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
 * @param day the day the build published up to, in `timeZone` (config/publication.js); `npm start`
 * rebuilds once the first scheduled date has come (scripts/build-freshness.mjs).
 */
export function contentManifest(index: ContentIndex, { day, timeZone }: { day: string; timeZone: string }) {
  const scheduled = scheduledContent(index);
  const [next] = scheduled;
  const publication: Publication = { timeZone, day, ...(next ? { next: { date: next.date, file: next.file } } : {}) };
  return {
    publication,
    scheduled,
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
    onePagers: index.onePagers.map(({ slug, title, industry, talentMap }) => ({ slug, title, industry, talentMap })),
    caseStudies: index.caseStudies.map(({ slug, title, industry, date, illustrative }) => ({
      slug,
      title,
      industry,
      date,
      illustrative: illustrative === true,
    })),
  };
}

export type ContentManifest = ReturnType<typeof contentManifest>;

/** Written beside the build (never served), at the end of `npm run build`. */
export function writeContentManifest(buildDir: string, index: ContentIndex, publication: { day: string; timeZone: string }) {
  writeFileSync(
    join(buildDir, CONTENT_MANIFEST_FILE),
    `${JSON.stringify(contentManifest(index, publication), null, 2)}\n`,
  );
}
