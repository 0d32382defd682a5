import type { MDXContent } from "mdx/types";

// Only the lazy loaders: each article body is its own chunk, fetched when the article is shown.
const bodies = import.meta.glob<{ default: MDXContent }>("/content/blog/*.mdx");

export function loadPostBody(slug: string): Promise<{ default: MDXContent }> {
  const load = bodies[`/content/blog/${slug}.mdx`];
  if (!load) return Promise.reject(new Error(`No article body for ${slug}`));
  return load();
}
