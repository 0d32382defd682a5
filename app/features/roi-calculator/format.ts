// Display helpers for the calculator. Every figure passes through these, so a
// value that is not a finite number can never reach the page as "NaN" or "Infinity".
// Numbers are written out by hand as en-US shows them: the calculator recomputes in the
// browser, where Intl's formatters load their locale data on first use, 30-60 ms of main
// thread on a laptop (four times that on a phone). format.test.ts checks them against Intl.

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

/**
 * A finite number with at most `digits` decimals, rounded half away from zero on its shortest
 * decimal form (as Intl does: 1.45 -> "1.5"), with thousands separators: 1234.56 -> "1,234.6".
 */
export function formatNumber(value: number, digits = 0): string {
  const scale = 10 ** digits;
  // toPrecision(15) turns 14.499999999999998 back into 14.5 before rounding.
  const scaled = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  if (scaled === 0) return "0";
  const whole = Math.floor(scaled / scale);
  const fraction = (scaled % scale).toString().padStart(digits, "0").replace(/0+$/, "");
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** A whole count with its noun, singular for one: "1 deal", "7,618 prospects", "0 replies". */
export function formatCountOf(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** The team a figure is for: "1 BDR", "3 BDRs". */
export function formatTeam(bdrCount: number): string {
  return formatCountOf(bdrCount, "BDR", "BDRs");
}
