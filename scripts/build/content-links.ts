import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentIndex } from "../../app/content/content-index.ts";
import { prerenderedFiles, sitePages } from "../../app/lib/site-pages.ts";
import { compileContent } from "./content-mdx.ts";
import type { ContentLink } from "./remark-content.ts";

// Every link a content file writes to the site must lead somewhere on the day it is published: a
// page the build publishes, a file in public/, and for an article or a document, a heading or an
// element with the id after "#". A broken one stops the build with the file, the line and the link.

/** What the site has for links to reach: its pages, and what is not published yet. */
export type LinkTargets = {
  /** Every published page's path. */
  pages: ReadonlySet<string>;
  /** Paths published by a later build, with their date. */
  scheduled: ReadonlyMap<string, string>;
  /** Paths of drafts, which production builds leave out. */
  drafts: ReadonlySet<string>;
  /** The ids of the pages written in MDX (articles, documents), by path. */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** public/, where files such as images are served from. */
  publicDir: string;
};

/** The page a link is written on, and its date when it is scheduled itself. */
export type LinkSource = { path?: string; date?: string };

/** Why a link does not lead where it says, or undefined when it does. */
export function linkProblem(url: string, from: LinkSource, targets: LinkTargets): string | undefined {
  if (/^[a-z][a-z+.-]*:|^\/\//i.test(url)) return undefined;
  const [, rawPath = "", hash] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(url) ?? [];
  if (rawPath === "") {
    if (hash === undefined || from.path === undefined) return undefined;
    return missingId(from.path, decodeURIComponent(hash), targets, "this page");
  }
  if (!rawPath.startsWith("/")) return `write links to the site's pages from its root, e.g. /blog/${rawPath}`;
  const path = decodeURI(rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath);
  if (/\.[a-z0-9]+$/i.test(path)) {
    const served = (prerenderedFiles as readonly string[]).includes(path) || existsSync(join(targets.publicDir, path));
    return served ? undefined : `there is no file ${path} in public/`;
  }
  const scheduledOn = targets.scheduled.get(path);
  if (scheduledOn !== undefined && !(from.date !== undefined && scheduledOn <= from.date)) {
    return `${path} is scheduled for ${scheduledOn} and is a 404 until then; link to it from content published on or after that day`;
  }
  if (targets.drafts.has(path)) return `${path} is a draft, which is not published`;
  if (!targets.pages.has(path) && scheduledOn === undefined) return `there is no page ${path}${pageHint(path)}`;
  return hash === undefined ? undefined : missingId(path, decodeURIComponent(hash), targets, path);
}

function missingId(path: string, id: string, targets: LinkTargets, where: string): string | undefined {
  const ids = targets.ids.get(path);
  if (!ids || ids.has(id)) return undefined;
  return `there is no heading or element with the id "${id}" on ${where}`;
}

function pageHint(path: string): string {
  const [, folder, slug] = /^\/(blog|one-pagers|case-studies)\/([^/]+)$/.exec(path) ?? [];
  if (folder === "blog") return ` (no article content/blog/${slug}.mdx)`;
  if (folder) return ` (no file content/data/${folder}/${slug}.ts)`;
  return "";
}

/** The site paths written as string literals in a data module, with their lines. */
export function dataFileLinks(source: string): ContentLink[] {
  return [...source.matchAll(/(["'`])(\/(?!\/)[^"'`\s]*)\1/g)].map((match) => {
    const before = source.slice(0, (match.index ?? 0) + 1);
    return {
      url: match[2] ?? "",
      line: before.split("\n").length,
      column: before.length - before.lastIndexOf("\n"),
    };
  });
}

/** Every file under `dir` (relative to root) whose name matches, as root-relative paths. */
function filesUnder(root: string, dir: string, name: RegExp): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => name.test(file))
    .map((file) => `${dir}/${file.replaceAll("\\", "/")}`)
    .sort();
}

/** The links one content file writes, and the page they are written on. */
export type WrittenLinks = { file: string; from: LinkSource; links: ContentLink[] };

/** Each broken link as "Invalid content in <file>:<line>:<column>: the link ... is broken: <why>". */
export function brokenLinks(written: readonly WrittenLinks[], targets: LinkTargets): string[] {
  return written.flatMap(({ file, from, links }) =>
    links.flatMap((link) => {
      const problem = linkProblem(link.url, from, targets);
      return problem
        ? [`Invalid content in ${file}:${link.line}:${link.column}: the link ${link.url} is broken: ${problem}`]
        : [];
    }),
  );
}

/** Where links can lead in a build of `index`; `ids` and `drafts` come from compiling the MDX files. */
export function linkTargets(
  index: ContentIndex,
  found: { ids?: ReadonlyMap<string, ReadonlySet<string>>; drafts?: ReadonlySet<string> } = {},
  root = ".",
): LinkTargets {
  return {
    pages: new Set(sitePages(index).map((page) => page.path)),
    scheduled: new Map([
      ...index.scheduled.posts.map((post) => [`/blog/${post.slug}`, post.date] as const),
      ...index.scheduled.caseStudies.map((page) => [`/case-studies/${page.slug}`, page.date ?? ""] as const),
    ]),
    drafts: found.drafts ?? new Set(),
    ids: found.ids ?? new Map(),
    publicDir: join(root, "public"),
  };
}

/**
 * Checks every link in content/blog, content/pages (MDX) and the data modules under content/ (site
 * paths written as strings) against the index a build publishes; throws one error listing each broken link, or
 * returns how many links it checked.
 */
export async function checkContentLinks(index: ContentIndex, productName: string, root = "."): Promise<number> {
  const written: WrittenLinks[] = [];
  const ids = new Map<string, ReadonlySet<string>>();
  const drafts = new Set<string>();
  const mdxFiles = [
    ...filesUnder(root, "content/blog", /^[^/]+\.mdx$/).map((file) => ({ file, folder: "/blog/" })),
    ...filesUnder(root, "content/pages", /^[^/]+\.mdx$/).map((file) => ({ file, folder: "/" })),
  ];
  for (const { file, folder } of mdxFiles) {
    const path = `${folder}${file.replace(/^.*\//, "").replace(/\.mdx$/, "")}`;
    const source = readFileSync(join(root, file), "utf8");
    const compiled = await compileContent(source, join(root, file), { productName, dropDrafts: false });
    if (compiled.matter.draft === true) {
      drafts.add(path);
      continue;
    }
    ids.set(path, new Set(compiled.ids));
    const date = typeof compiled.matter.date === "string" ? compiled.matter.date : undefined;
    written.push({ file, from: { path, date }, links: compiled.links });
  }
  const caseStudyDates = new Map(
    [...index.caseStudies, ...index.scheduled.caseStudies].map((page) => [page.slug, page.date]),
  );
  for (const file of filesUnder(root, "content", /(?<!\.d)\.ts$/)) {
    const slug = /^content\/data\/case-studies\/([^/]+)\.ts$/.exec(file)?.[1];
    const from = { date: slug ? caseStudyDates.get(slug) : undefined };
    written.push({ file, from, links: dataFileLinks(readFileSync(join(root, file), "utf8")) });
  }
  const broken = brokenLinks(written, linkTargets(index, { ids, drafts }, root));
  if (broken.length > 0) throw new Error(broken.join("\n"));
  return written.reduce((count, file) => count + file.links.length, 0);
}
