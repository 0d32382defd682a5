// Dates and numbers as en-US shows them, written out by hand: the browser's Intl formatters
// load their locale data on first use, 30-60 ms of main thread on a laptop (four times that on
// a phone), in the middle of hydration. format.test.ts checks these against Intl.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2025-08-30" as "August 30, 2025", the same on the server and in every browser time zone. */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
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
