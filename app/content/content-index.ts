import { posts, scheduledPosts } from "./blog";
import { caseStudies, onePagers, scheduledCaseStudies } from "./one-pagers";

/**
 * Every content file that becomes a page of its own, validated. The same index feeds the
 * pages, the blog list, the prerender list and the social images (both loaded at build by
 * scripts/build/content-index.ts), the sitemap, the feed and the assistant's index.
 * `scheduled` is what is dated after the day of the build: validated, listed nowhere, published
 * by a later build (the content manifest records when).
 */
export const contentIndex = {
  posts,
  onePagers,
  caseStudies,
  scheduled: { posts: scheduledPosts, caseStudies: scheduledCaseStudies },
};

export type ContentIndex = typeof contentIndex;
