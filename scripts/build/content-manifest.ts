import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentIndex } from "../../app/content/content-index.ts";

/** What the end-to-end tests read to derive their expectations: the index the build was made from. */
export const CONTENT_MANIFEST_FILE = "content-index.json";

export function contentManifest(index: ContentIndex) {
  return {
    posts: index.posts.map(({ slug, title, date, category, readTime, author }) => ({
      slug,
      title,
      date,
      category,
      readTime,
      author,
    })),
    onePagers: index.onePagers.map(({ slug, title, industry, talentMap }) => ({ slug, title, industry, talentMap })),
    caseStudies: index.caseStudies.map(({ slug, title, industry, date, illustrative }) => ({
      slug,
      title,
      industry,
      date,
      illustrative,
    })),
  };
}

export type ContentManifest = ReturnType<typeof contentManifest>;

/** Written beside the build (never served), at the end of `npm run build`. */
export function writeContentManifest(buildDir: string, index: ContentIndex) {
  writeFileSync(join(buildDir, CONTENT_MANIFEST_FILE), `${JSON.stringify(contentManifest(index), null, 2)}\n`);
}
