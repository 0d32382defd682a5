import { formatCount, formatDecimal, formatUsd } from "./format";

/** How a field's value is read and shown: the unit drives the input's prefix or suffix. */
export type FieldUnit = "usd" | "usd-per-month" | "percent" | "months" | "bdrs";

export type FieldSpec = {
  label: string;
  unit: FieldUnit;
  defaultValue: number;
  min: number;
  max: number;
  /** Step for the arrow keys; typed values are not forced onto it. */
  step: number;
  /** Zero is refused because the model divides by this value. */
  divisor?: boolean;
  integer?: boolean;
  hint?: string;
};

export type FieldResult = { ok: true; value: number } | { ok: false; error: string };

// Plain decimal or exponent notation only, so "0x10", "Infinity" or "1,000" never pass as numbers.
const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function formatFieldValue(value: number, unit: FieldUnit): string {
  switch (unit) {
    case "usd":
      return formatUsd(value);
    case "usd-per-month":
      return `${formatUsd(value)} a month`;
    case "percent":
      return `${formatDecimal(value)}%`;
    case "months":
      return `${formatDecimal(value)} ${value === 1 ? "month" : "months"}`;
    case "bdrs":
      return formatCount(value);
  }
}

/** Reads what a visitor typed (or a URL held) against the field's rules. */
export function parseField(raw: string, spec: FieldSpec): FieldResult {
  const text = raw.trim();
  if (text === "") return { ok: false, error: `Enter a value for ${spec.label.toLowerCase()}.` };
  if (!NUMBER_PATTERN.test(text)) return { ok: false, error: "Enter a number, using digits only." };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: "Enter a smaller number." };
  if (value < 0) return { ok: false, error: `${spec.label} cannot be negative.` };
  if (value === 0 && spec.divisor) {
    return { ok: false, error: `${spec.label} must be more than 0: the calculation divides by it.` };
  }
  if (spec.unit === "percent" && value > 100) {
    return { ok: false, error: `${spec.label} cannot be more than 100%.` };
  }
  if (spec.integer && !Number.isInteger(value)) {
    return { ok: false, error: `${spec.label} must be a whole number.` };
  }
  if (value < spec.min) {
    return { ok: false, error: `${spec.label} must be at least ${formatFieldValue(spec.min, spec.unit)}.` };
  }
  if (value > spec.max) {
    return { ok: false, error: `${spec.label} can be at most ${formatFieldValue(spec.max, spec.unit)}.` };
  }
  return { ok: true, value };
}

export type ParsedFields<K extends string> =
  { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> };

/** Parses every field of one tool; all errors are reported at once. */
export function parseFields<K extends string>(
  specs: Record<K, FieldSpec>,
  drafts: Readonly<Record<K, string>>,
): ParsedFields<K> {
  const values: Partial<Record<K, number>> = {};
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(specs) as K[]) {
    const result = parseField(drafts[key], specs[key]);
    if (result.ok) values[key] = result.value;
    else errors[key] = result.error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as Record<K, number> };
}

/** The defaults of a set of fields as the strings an input holds. */
export function defaultDrafts<K extends string>(specs: Record<K, FieldSpec>): Record<K, string> {
  const drafts = {} as Record<K, string>;
  for (const key of Object.keys(specs) as K[]) drafts[key] = String(specs[key].defaultValue);
  return drafts;
}
