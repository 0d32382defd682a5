import type { z } from "zod";

/** A content file that does not match its schema; the message names the file and the fields. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Parses content with a schema, or throws a ContentError naming the file and every bad field. */
export function parseContent<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(file)";
    return `  ${field}: ${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${file}:\n${lines.join("\n")}`);
}
