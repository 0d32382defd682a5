import type { MDXContent } from "mdx/types";
import type { BlogFrontmatter } from "./blog-schema";

/**
 * An article's compiled body and its front matter as written. The build validated that front
 * matter (blogFrontmatterSchema, app/content/blog.ts) from this same file, so the chart data a
 * body draws comes with the body rather than in the page's loader data.
 */
export type PostBodyModule = { default: MDXContent; frontmatter?: Pick<BlogFrontmatter, "charts"> };

// Every body compiled in: an article page ships no React (decision 011), so its body is rendered
// at build only (the prerendered page and the feed). A lazy chunk per body, from when articles
// hydrated, split nothing: blog.ts reads the same files' front matter eagerly.
const bodies = import.meta.glob<PostBodyModule>("/content/blog/*.mdx", { eager: true });

export function postBodyModule(slug: string): PostBodyModule {
  const body = bodies[`/content/blog/${slug}.mdx`];
  if (!body) throw new Error(`No article body for ${slug}`);
  return body;
}
