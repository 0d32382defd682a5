import { formatNumber } from "~/lib/format";

// Display helpers for the calculator. Every figure passes through these, so a
// value that is not a finite number can never reach the page as "NaN" or "Infinity".

/** Shown instead of a value that cannot be computed. */
export const NO_VALUE = "–";

/** US dollars without cents: 151475 -> "$151,475". */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const text = formatNumber(value, 0);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** A whole count with thousands separators: 7618 -> "7,618". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return formatNumber(value, 0);
}

/** A number with at most one decimal: 0.34 -> "0.3", 12.5 -> "12.5". */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return formatNumber(value, 1);
}

/** A percentage given in percent units: 36.62 -> "36.6%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return `${formatNumber(value, 1)}%`;
}

/** A low-high pair, collapsed to one value when both ends are equal. */
export function formatRange(low: number, high: number, format: (value: number) => string): string {
  const a = format(low);
  const b = format(high);
  return a === b ? a : `${a} to ${b}`;
}

/** The team a figure is for: "1 BDR", "3 BDRs". */
export function formatTeam(bdrCount: number): string {
  return bdrCount === 1 ? "1 BDR" : `${formatCount(bdrCount)} BDRs`;
}
