// Display helpers for the calculator. Every figure passes through these, so a
// value that is not a finite number can never reach the page as "NaN" or "Infinity".

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** Shown instead of a value that cannot be computed. */
export const NO_VALUE = "–";

/** US dollars without cents: 151475 -> "$151,475". */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  // Avoid "-$0" when a tiny negative rounds to zero.
  return usd.format(Math.abs(value) < 0.5 ? 0 : value);
}

/** A whole count with thousands separators: 7618 -> "7,618". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return whole.format(Math.abs(value) < 0.5 ? 0 : value);
}

/** A number with at most one decimal: 0.34 -> "0.3", 12.5 -> "12.5". */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return oneDecimal.format(value);
}

/** A percentage given in percent units: 36.62 -> "36.6%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return `${oneDecimal.format(value)}%`;
}

/** A low-high pair, collapsed to one value when both ends are equal. */
export function formatRange(low: number, high: number, format: (value: number) => string): string {
  const a = format(low);
  const b = format(high);
  return a === b ? a : `${a} to ${b}`;
}
