import type { z } from "zod";
import { siteConfig } from "~/lib/site-config";
import { PRODUCT_NAME_TOKEN } from "./mdx-component-names";
import { dataFieldPosition, frontmatterFieldPosition, type FieldPath, type SourcePosition } from "./source-lines";

/** A content file that does not match its schema; the message names the file and the fields. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Every `{productName}` in the strings of a content value replaced with the configured name. */
export function withProductName<T>(value: T, productName: string = siteConfig.productName): T {
  if (typeof value === "string") return value.replaceAll(PRODUCT_NAME_TOKEN, productName) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withProductName(item, productName)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withProductName(item, productName)]),
    ) as T;
  }
  return value;
}

/** Where a field is written in its file, when that can be found. */
export type FieldLocator = (path: FieldPath) => SourcePosition | undefined;

/**
 * A content file's text, where there are files: validation runs at build time, in Node, from the
 * project folder. The same modules go to the browser, which has none; Node's builtin is reached
 * through `process`, so the client bundle holds no import of node:fs.
 */
function readSource(file: string): string | undefined {
  return globalThis.process?.getBuiltinModule?.("node:fs").readFileSync(file, "utf8");
}

/**
 * Finds fields in a content file's text: a data module's literal (.ts) or an MDX file's front
 * matter. Without the text it reads the file.
 */
export function fieldLocator(file: string, source?: string): FieldLocator {
  let text = source;
  return (path) => {
    try {
      text ??= readSource(file);
    } catch {
      return undefined;
    }
    if (text === undefined) return undefined;
    return file.endsWith(".mdx") ? frontmatterFieldPosition(text, path) : dataFieldPosition(text, path);
  };
}

/**
 * Parses content with a schema, with the product's name in place, or throws a ContentError
 * naming the file and every bad field, each with its line where it can be found. A file whose
 * default export is missing is named too.
 */
export function parseContent<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
  locate: FieldLocator = fieldLocator(file),
): z.output<Schema> {
  if (data === undefined) {
    throw new ContentError(
      `Invalid content in ${file}:\n  (file): has no content; it must \`export default\` its data`,
    );
  }
  const result = schema.safeParse(withProductName(data));
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    // A field the schema does not know is reported on its object; its own line is more useful.
    const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0] ?? ""] : issue.path;
    const field = path.length > 0 ? path.join(".") : "(file)";
    const message = issue.message.replace(
      /^Invalid input: expected (.+), received undefined$/,
      "missing (expected $1)",
    );
    return `  ${lineOf(locate(path))}${field}: ${message}`;
  });
  throw new ContentError(`Invalid content in ${file}:\n${lines.join("\n")}`);
}

/** "line 12: ", the prefix of a field's message when its line is known. */
export function lineOf(position: SourcePosition | undefined): string {
  return position ? `line ${position.line}: ` : "";
}
