import { z } from "zod";

import { FILL_TIME_FIELD, HONEYPOT_FIELD, LIMITS } from "./fields";

export { FILL_TIME_FIELD, HONEYPOT_FIELD, LIMITS, type ContactField, type FormResult } from "./fields";

// Control characters (other than tab and line breaks in long text) never belong in a form.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreaks = /[\r\n]/;

function text(label: string, max: number, { multiline = false, min = 1 } = {}) {
  return z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(min, min > 1 ? `Tell us a little more: at least ${min} characters` : `Enter ${label}`)
    .max(max, `Keep ${label} under ${max} characters`)
    .refine((value) => !controlCharacters.test(value), `Remove the unusual characters from ${label}`)
    .refine((value) => multiline || !lineBreaks.test(value), `Write ${label} on one line`);
}

const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(LIMITS.email, "This email address is too long")
  .pipe(z.email("Enter a valid email address, like name@company.com"))
  .transform((value) => value.toLowerCase());

export const contactSchema = z.object({
  name: text("your name", LIMITS.name),
  email,
  company: text("your company", LIMITS.company),
  role: z
    .string()
    .trim()
    .max(LIMITS.role, `Keep your role under ${LIMITS.role} characters`)
    .refine((value) => !controlCharacters.test(value) && !lineBreaks.test(value), "Write your role on one line")
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: text("a message", LIMITS.message, { multiline: true, min: 10 }),
  consent: z.literal("on", { error: "Please agree to the privacy policy so we can reply to you" }),
});

export const newsletterSchema = z.object({ email });

export type ContactInput = z.output<typeof contactSchema>;

/** Reads text fields from a submission; a file, a repeated field or a missing one reads as empty. */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const values = form.getAll(name);
      const [value] = values;
      return [name, values.length === 1 && typeof value === "string" ? value : ""];
    }),
  );
}

/** Validates a submission: the data, or an error per field (first message wins) with what was typed. */
export function validate<Schema extends z.ZodObject>(
  schema: Schema,
  values: Record<string, string>,
):
  { ok: true; data: z.output<Schema> } | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  const kept = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.slice(0, 6000)]));
  return { ok: false, errors, values: kept };
}

/** A bot filled the honeypot or submitted faster than a person can type. */
export function looksAutomated(form: FormData, minFillMs: number): boolean {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const fill = form.get(FILL_TIME_FIELD);
  if (typeof fill !== "string" || fill === "") return false;
  const ms = Number(fill);
  return !Number.isFinite(ms) || ms < minFillMs;
}
