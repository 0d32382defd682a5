import type { MDXContent } from "mdx/types";
import type { BlogFrontmatter } from "./blog-schema";

/**
 * An article's compiled body and its front matter as written. The build validated that front
 * matter (blogFrontmatterSchema, app/content/blog.ts) from this same file, so the chart data a
 * body draws travels in the body's own chunk rather than in every page's inline loader data.
 */
export type PostBodyModule = { default: MDXContent; frontmatter?: Pick<BlogFrontmatter, "charts"> };

// Only the lazy loaders: each article body is its own chunk, fetched when the article is shown.
const bodies = import.meta.glob<PostBodyModule>("/content/blog/*.mdx");

export function loadPostBody(slug: string): Promise<PostBodyModule> {
  const load = bodies[`/content/blog/${slug}.mdx`];
  if (!load) return Promise.reject(new Error(`No article body for ${slug}`));
  return load();
}
