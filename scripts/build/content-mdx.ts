import { compile, type CompileOptions } from "@mdx-js/mdx";
import mdx from "@mdx-js/rollup";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { Plugin, Rollup } from "vite";
import { fillTokens } from "../../app/content/figure-tokens.ts";
import { contentFigures, siteFigureTokens } from "./content-figures.ts";
import { contentPath, remarkContent, type ContentFileData, type RemarkContentOptions } from "./remark-content.ts";

export type ContentMdxOptions = Omit<RemarkContentOptions, "dropScheduledAfter"> & {
  /** Production builds: the day the build publishes up to; browser bundles leave out what is dated after it. */
  publicationDay?: string;
};

type HastNode = {
  type: string;
  properties?: Record<string, unknown>;
  attributes?: Array<{ name?: string; value?: unknown }>;
  children?: HastNode[];
};

/** Collects every id a compiled file's HTML has (rehype-slug's heading ids, `<h2 id>`), for the link check. */
function rehypeIds() {
  return (tree: HastNode, file: { data: Record<string, unknown> }) => {
    const ids: string[] = [];
    const visit = (node: HastNode) => {
      const id =
        node.properties?.id ?? node.attributes?.find((attribute) => attribute.name === "id")?.value ?? undefined;
      if (typeof id === "string") ids.push(id);
      node.children?.forEach(visit);
    };
    visit(tree);
    file.data.ids = ids;
  };
}

/** The one MDX pipeline for content files: the app build, the content index loader, the link check and the unit tests. */
export function contentMdxOptions(options: RemarkContentOptions): CompileOptions {
  return {
    remarkPlugins: [
      remarkFrontmatter,
      [remarkContent, options],
      [remarkMdxFrontmatter, { name: "frontmatter" }],
      remarkGfm,
    ],
    rehypePlugins: [rehypeSlug, rehypeIds],
    providerImportSource: undefined,
  };
}

type MdxMessage = Error & { line?: number; column?: number; reason?: string; source?: string };

/** What to write instead, for the MDX syntax mistakes owners make. */
function syntaxHint(message: MdxMessage): string {
  if (/mdx-jsx/.test(message.source ?? "")) {
    return "a < in text starts a component in MDX: write \\< for a less-than sign (e.g. \\<2 months), and close every component you open";
  }
  if (/mdx-expression|mdx-esm/.test(message.source ?? "")) {
    return "a { in text starts an expression in MDX: write \\{ for a brace; only {productName} may stand in braces";
  }
  return "see content/blog/README.md for what MDX allows";
}

/**
 * An MDX compile error as a content mistake: the file, the line and a hint. The content plugin's own
 * stops already say "Invalid content in"; the MDX parser's say only what it expected, and where.
 */
export function contentMdxError(error: unknown, path: string): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  if (error.message.includes("Invalid content in ")) return error;
  const message = error as MdxMessage;
  if (typeof message.line !== "number") return error;
  const clean = new Error(
    `Invalid content in ${contentPath(path)}:${message.line}:${message.column ?? 1}: ${message.reason ?? message.message}; ${syntaxHint(message)}`,
  );
  clean.stack = clean.message;
  return clean;
}

/**
 * Compiles one content MDX file the way the build does; returns its code, front matter, links and
 * ids, or throws an error naming the file and the line.
 */
export async function compileContent(value: string, path: string, options: RemarkContentOptions) {
  // Figures first, as the build's content-figures plugin puts them in place before MDX reads the file.
  const figures = new Map(siteFigureTokens(options.productName).map(({ token, text }) => [token, text]));
  const filled = fillTokens(value, (token) => figures.get(token));
  try {
    const file = await compile({ value: filled, path }, contentMdxOptions(options));
    const data = file.data as ContentFileData & { ids?: string[] };
    return { code: String(file.value), matter: data.matter ?? {}, links: data.links ?? [], ids: data.ids ?? [] };
  } catch (error) {
    throw contentMdxError(error, path);
  }
}

/**
 * The Vite plugins for content: figures put in place in every content file (content-figures.ts),
 * then MDX compiled. Browser bundles get a second compiler that leaves scheduled
 * files out; the server bundle keeps them, so it validates and schedules them as the index does.
 */
export function contentMdx(options: ContentMdxOptions): Plugin[] {
  return [contentFigures(options), mdxPlugin(options)];
}

function mdxPlugin({ publicationDay, ...options }: ContentMdxOptions): Plugin {
  const server = mdx(contentMdxOptions(options));
  const browser = mdx(contentMdxOptions({ ...options, dropScheduledAfter: publicationDay }));
  const transforms = [server, browser].map((compiler) => compiler.transform.bind(compiler as never));
  return {
    ...(server as Plugin),
    enforce: "pre",
    config(config, env) {
      server.config?.(config, env);
      browser.config?.(config, env);
    },
    // The plugin ignores an id's query, so it would compile an article imported `?raw` (its source
    // text, for read times and the assistant) as MDX too.
    async transform(value, id) {
      if (/[?&]raw\b/.test(id)) return null;
      const transform = transforms[this.environment?.config.consumer === "client" ? 1 : 0]!;
      try {
        return ((await transform(value, id)) ?? null) as Rollup.TransformResult;
      } catch (error) {
        throw contentMdxError(error, id.split("?")[0] ?? id);
      }
    },
  };
}
