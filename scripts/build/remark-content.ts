import type { VFile } from "vfile";
import { parse as parseYaml } from "yaml";
import { componentNamesFor } from "../../app/content/mdx-component-names.ts";

type Node = {
  type: string;
  name?: string | null;
  value?: unknown;
  children?: Node[];
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number; column: number } };
};

export type RemarkContentOptions = {
  productName: string;
  /** Production builds leave out the body of a `draft: true` file, so its text ships nowhere. */
  dropDrafts: boolean;
};

/**
 * Checks and prepares content MDX before it is compiled:
 * - `{productName}` (in text, headings, tables, link text and component attributes) becomes the
 *   configured name, so the setting renames the product in every article;
 * - a component that is not one of its folder's components, any other `{...}` expression, and
 *   imports or exports stop the build with the file, the line and what is allowed;
 * - a draft's body and front matter are dropped in production builds (its chunk says only `draft: true`).
 */
export function remarkContent({ productName, dropDrafts }: RemarkContentOptions) {
  return (tree: Node, file: VFile) => {
    const path = file.path.replace(/\\/g, "/").replace(/^.*?(content\/)/, "$1");
    const allowed = componentNamesFor(path);
    const fail = (message: string, node: Node): never => {
      const at = node.position ? `:${node.position.start.line}:${node.position.start.column}` : "";
      throw new Error(`Invalid content in ${path}${at}: ${message}`);
    };
    const product = (value: string) => value.replaceAll("{productName}", productName);

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
      }
      for (const child of node.children ?? []) visit(child);
      if (node.children) node.children = mergeText(node.children);
    };

    const frontmatter = tree.children?.find((node) => node.type === "yaml");
    if (dropDrafts && frontmatter && isDraft(frontmatter)) {
      // Only the mark stays, so the module still says it is a draft and nothing else.
      tree.children = [{ ...frontmatter, value: "draft: true" }];
      return;
    }
    visit(tree);
  };
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

function isDraft(yaml: Node): boolean {
  try {
    const data: unknown = parseYaml(String(yaml.value));
    return typeof data === "object" && data !== null && (data as { draft?: unknown }).draft === true;
  } catch {
    // A broken front matter is reported by its schema, with the file named.
    return false;
  }
}
