import { z } from "zod";

import { LIMITS } from "./fields";

export { HONEYPOT_FIELD, SERVED_AT_FIELD, LIMITS, type ContactField, type FormResult } from "./fields";

// Control characters (other than tab and line breaks in long text) never belong in a form, nor do
// the bidi overrides that make text display in another order than it was typed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// Unicode's line and paragraph separators break a line as surely as a newline does.
const lineBreaks = /[\r\n\u2028\u2029]/;
// A name, a company or a message has at least one letter or digit: a value made only of
// zero-width, bidi or other invisible characters reads as empty. The Hangul fillers are
// letters to Unicode but draw nothing.
const letterOrDigit = /[\p{L}\p{N}]/u;
const blankLetters = /[\u115F\u1160\u3164\uFFA0]/g;
const hasLetterOrDigit = (value: string) => letterOrDigit.test(value.replace(blankLetters, ""));

function text(label: string, max: number, { multiline = false, min = 1 } = {}) {
  return z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(min, min > 1 ? `Tell us a little more: at least ${min} characters` : `Enter ${label}`)
    .max(max, `Keep ${label} under ${max} characters`)
    .refine(hasLetterOrDigit, `Enter ${label}`)
    .refine((value) => !controlCharacters.test(value), `Remove the unusual characters from ${label}`)
    .refine((value) => multiline || !lineBreaks.test(value), `Write ${label} on one line`);
}

// RFC 5322's dot-atom local part (so "bounce=x@" and "o'neil@" are fine) at a domain with a TLD.
const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(LIMITS.email, "This email address is too long")
  .pipe(z.email({ pattern: emailPattern, error: "Enter a valid email address, like name@company.com" }))
  .transform((value) => value.toLowerCase());

export const contactSchema = z.object({
  name: text("your name", LIMITS.name),
  email,
  company: text("your company", LIMITS.company),
  role: text("your role", LIMITS.role).optional(),
  message: text("a message", LIMITS.message, { multiline: true, min: 10 }),
  consent: z.literal("on", { error: "Please agree to the privacy policy so we can reply to you" }),
});

export const newsletterSchema = z.object({ email });

export type ContactInput = z.output<typeof contactSchema>;

/**
 * Reads text fields from a submission: a repeated field reads as its first value (see
 * repeatedFields), a file or a missing one as empty.
 */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const [value] = form.getAll(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}

/**
 * An error for each field a submission carries more than once, or null. No form of the site sends
 * one twice, and which value was meant cannot be known: the visitor is asked, not guessed for.
 */
export function repeatedFields<Field extends string>(
  form: FormData,
  names: readonly Field[],
): Partial<Record<Field, string>> | null {
  const repeated = names.filter((name) => form.getAll(name).length > 1);
  if (repeated.length === 0) return null;
  const message = "We received this field twice. Please fill it in once and send the form again.";
  return Object.fromEntries(repeated.map((name) => [name, message])) as Partial<Record<Field, string>>;
}

/** Validates a submission: the data, or an error per field (first message wins) with what was typed. */
export function validate<Schema extends z.ZodObject>(
  schema: Schema,
  values: Record<string, string>,
):
  { ok: true; data: z.output<Schema> } | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values: keptValues(values) };
}

/** What goes back into the form with its errors: what was typed, each value cut at 6,000 characters. */
export function keptValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.slice(0, 6000)]));
}
