import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentIndex } from "../../app/content/content-index.ts";

/** What the end-to-end tests read to derive their expectations: the index the build was made from. */
export const CONTENT_MANIFEST_FILE = "content-index.json";

export function contentManifest(index: ContentIndex) {
  return {
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
export function writeContentManifest(buildDir: string, index: ContentIndex) {
  writeFileSync(join(buildDir, CONTENT_MANIFEST_FILE), `${JSON.stringify(contentManifest(index), null, 2)}\n`);
}
