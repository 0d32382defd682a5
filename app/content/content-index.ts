import { posts } from "./blog";
import { caseStudies, onePagers } from "./one-pagers";

/**
 * Every content file that becomes a page of its own, validated. The same index feeds the
 * pages, the blog list, the prerender list and the social images (both loaded at build by
 * scripts/build/content-index.ts), the sitemap, the feed and the assistant's index.
 */
export const contentIndex = { posts, onePagers, caseStudies };

export type ContentIndex = typeof contentIndex;
