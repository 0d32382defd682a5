import mdx from "@mdx-js/rollup";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { Plugin, Rollup } from "vite";
import { contentFigures } from "./content-figures.ts";
import { remarkContent, type RemarkContentOptions } from "./remark-content.ts";

/**
 * The one pipeline for content files, the app build, the content index loader and the unit tests:
 * figures put in place in every content file, then MDX compiled.
 */
export function contentMdx(options: RemarkContentOptions): Plugin[] {
  return [contentFigures(options), mdxPlugin(options)];
}

function mdxPlugin(options: RemarkContentOptions): Plugin {
  const compiler = mdx({
      remarkPlugins: [
        remarkFrontmatter,
        [remarkContent, options],
        [remarkMdxFrontmatter, { name: "frontmatter" }],
        remarkGfm,
      ],
      rehypePlugins: [rehypeSlug],
      providerImportSource: undefined,
  });
  const transform = compiler.transform.bind(compiler as never);
  return {
    ...(compiler as Plugin),
    enforce: "pre",
    // The plugin ignores an id's query, so it would compile an article imported `?raw` (its source
    // text, for read times and the assistant) as MDX too.
    async transform(value, id) {
      if (/[?&]raw\b/.test(id)) return null;
      return ((await transform(value, id)) ?? null) as Rollup.TransformResult;
    },
  };
}
