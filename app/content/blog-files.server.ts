import { readdirSync } from "node:fs";
import type { PublishedPost } from "../lib/site-pages.ts";

/** The article slugs, straight from content/blog (for prerendering, which runs outside Vite). */
export function blogFilesOnDisk(dir = "content/blog"): PublishedPost[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => ({ slug: file.slice(0, -".mdx".length) }));
}
