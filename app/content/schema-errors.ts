import type { z } from "zod";
import { siteConfig } from "~/lib/site-config";
import { PRODUCT_NAME_TOKEN } from "./mdx-component-names";

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

/**
 * Parses content with a schema, with the product's name in place, or throws a ContentError
 * naming the file and every bad field. A file whose default export is missing is named too.
 */
export function parseContent<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  if (data === undefined) {
    throw new ContentError(
      `Invalid content in ${file}:\n  (file): has no content; it must \`export default\` its data`,
    );
  }
  const result = schema.safeParse(withProductName(data));
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(file)";
    return `  ${field}: ${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${file}:\n${lines.join("\n")}`);
}
