import { existsSync } from "node:fs";
import { join } from "node:path";
import type { VFile } from "vfile";
import { parseDocument } from "yaml";
import { componentNamesFor } from "../../app/content/mdx-component-names.ts";

type Node = {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  children?: Node[];
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number; column: number } };
};

export type RemarkContentOptions = {
  productName: string;
  /** Production builds leave out the body of a `draft: true` file, so its text ships nowhere. */
  dropDrafts: boolean;
  /**
   * Browser bundles of a production build leave out the body and front matter of a file dated
   * after this day (YYYY-MM-DD): it is scheduled, and its chunk must not publish it early.
   */
  dropScheduledAfter?: string;
};

/** A link written in a content file, where it is written (checked against the site's pages by content-links.ts). */
export type ContentLink = { url: string; line: number; column: number };

/** What the plugin leaves in `file.data` for the link check. */
export type ContentFileData = { matter?: Record<string, unknown>; links?: ContentLink[] };

/**
 * Checks and prepares content MDX before it is compiled:
 * - `{productName}` (in text, headings, tables, link text and component attributes) becomes the
 *   configured name, so the setting renames the product in every article;
 * - a component that is not one of its folder's components, any other `{...}` expression, and
 *   imports or exports stop the build with the file, the line and what is allowed;
 * - front matter that is not valid YAML stops the build with the file, its line and a hint;
 * - an image that is not a file in public/ stops the build; links are collected for the link check;
 * - a draft's body and front matter are dropped in production builds (its chunk says only `draft: true`),
 *   and so are a scheduled file's in browser bundles.
 */
export function remarkContent({ productName, dropDrafts, dropScheduledAfter }: RemarkContentOptions) {
  return (tree: Node, file: VFile) => {
    const path = contentPath(file.path);
    const root = file.path.replace(/\\/g, "/").slice(0, -path.length);
    const allowed = componentNamesFor(path);
    const fail = (message: string, node: Node | undefined): never => {
      const at = node?.position ? `:${node.position.start.line}:${node.position.start.column}` : "";
      throw new Error(`Invalid content in ${path}${at}: ${message}`);
    };
    const product = (value: string) => value.replaceAll("{productName}", productName);
    const links: ContentLink[] = [];
    const link = (url: unknown, node: Node) => {
      if (typeof url === "string" && node.position) links.push({ url, ...node.position.start });
    };
    const image = (src: unknown, node: Node) => {
      if (typeof src !== "string") return;
      if (/^[a-z][a-z+.-]*:|^\/\//i.test(src)) {
        fail(`the image ${src} is on another site; images are files of this site, in public/ (no request to another site before a visitor asks)`, node);
      }
      const file = src.replace(/[?#].*$/, "");
      if (!file.startsWith("/") || !existsSync(join(root, "public", decodeURI(file)))) {
        fail(`the image ${src} is not a file in public/; write its path from the site's root, e.g. /illustrations/strategy.svg`, node);
      }
    };

    const visit = (node: Node) => {
      switch (node.type) {
        case "mdxjsEsm":
          fail("imports and exports are not supported in content files", node);
          break;
        case "mdxFlowExpression":
        case "mdxTextExpression": {
          if (String(node.value).trim() !== "productName") {
            fail(
              `only {productName} may stand in braces (found {${String(node.value).trim()}}); write \\{ for a brace`,
              node,
            );
          }
          const text: Node = { type: "text", value: productName };
          replace(node, node.type === "mdxFlowExpression" ? { type: "paragraph", children: [text] } : text);
          break;
        }
        case "mdxJsxFlowElement":
        case "mdxJsxTextElement": {
          const name = node.name;
          if (name && /^[A-Z]/.test(name) && !allowed.includes(name)) {
            const list = allowed.length ? allowed.join(", ") : "none";
            fail(`unknown component <${name}>; the components this file may use: ${list}`, node);
          }
          for (const attribute of node.attributes ?? []) {
            if (attribute.name === "href" || attribute.name === "to") link(attribute.value, node);
            if (name === "img" && attribute.name === "src") image(attribute.value, node);
            if (typeof attribute.value === "string") attribute.value = product(attribute.value);
            else if (attribute.value && typeof attribute.value === "object") {
              const expression = attribute.value as { value?: string };
              if (expression.value?.trim() !== "productName") {
                fail(`only {productName} may stand in braces in <${name ?? ""} ${attribute.name ?? ""}=...>`, node);
              }
              attribute.value = productName;
            }
          }
          break;
        }
        case "link":
        case "definition":
          link(node.url, node);
          break;
        case "image":
          image(node.url, node);
          break;
      }
      for (const child of node.children ?? []) visit(child);
      if (node.children) node.children = mergeText(node.children);
    };

    const frontmatter = tree.children?.find((node) => node.type === "yaml");
    const matter = frontmatter ? parseFrontmatter(frontmatter, fail) : {};
    (file.data as ContentFileData).matter = matter;
    if (dropDrafts && matter.draft === true) {
      // Only the mark stays, so the module still says it is a draft and nothing else.
      tree.children = [{ ...frontmatter!, value: "draft: true" }];
      return;
    }
    visit(tree);
    (file.data as ContentFileData).links = links;
    if (dropScheduledAfter && typeof matter.date === "string" && matter.date > dropScheduledAfter) {
      // Checked like any file, then shipped as a mark only: the article is not published yet.
      tree.children = [{ ...frontmatter!, value: "scheduled: true" }];
    }
  };
}

/** A content file's path from the project folder: content/blog/x.mdx. */
export function contentPath(path: string): string {
  return path.replace(/\\/g, "/").replace(/^.*?(content\/)/, "$1");
}

/**
 * The front matter as data, or a stop naming the file's line (the YAML parser counts from the
 * first line after `---`) with what usually causes the mistake.
 */
function parseFrontmatter(yaml: Node, fail: (message: string, node: Node) => never): Record<string, unknown> {
  const text = String(yaml.value);
  const document = parseDocument(text);
  const [error] = document.errors;
  if (!error) {
    const data: unknown = document.toJS();
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  }
  const lines = text.split("\n");
  let line = error.linePos?.[0].line ?? 1;
  let column = error.linePos?.[0].col ?? 1;
  const reason = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, "");
  let hint = "check the quotes, colons and brackets on that line";
  const opened = (index: number) => /^\s*[\w-]+:\s*[[{]/.test(lines[index] ?? "");
  if (/^\s*[\w-]+:\s*\{/.test(lines[line - 1] ?? "")) {
    hint = 'a value that starts with { (such as {productName}) must be in quotes: title: "{productName} for Startups"';
    column = (lines[line - 1] ?? "").indexOf("{") + 1;
  } else if (/flow (sequence|map|collection)/i.test(error.message)) {
    // The parser notices a list left open only on a later line: point at the line that opened it.
    let index = line - 1;
    while (index > 0 && !opened(index)) index--;
    line = index + 1;
    column = Math.max(1, (lines[index] ?? "").search(/[[{]/) + 1);
    hint = "a list written in brackets must close on its line: tags: [outbound, planning]";
  }
  const start = yaml.position?.start.line ?? 1;
  return fail(`front matter: ${reason}; ${hint}`, {
    type: "yaml",
    position: { start: { line: start + line, column } },
  });
}

/** Joins neighbouring text nodes, so "The {productName} Solution" renders as one string. */
function mergeText(children: Node[]): Node[] {
  const merged: Node[] = [];
  for (const child of children) {
    const last = merged.at(-1);
    if (last?.type === "text" && child.type === "text") last.value = `${String(last.value)}${String(child.value)}`;
    else merged.push(child);
  }
  return merged;
}

/** Turns a node into another in place, so its parent's list of children stays as it is. */
function replace(node: Node, next: Node) {
  for (const key of Object.keys(node)) delete (node as Record<string, unknown>)[key];
  Object.assign(node, next);
}
