import { expect, test } from "vitest";
import { formatLongDate, formatNumber } from "./format";

const intlDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

test("long dates read as en-US writes them, for every month and both single and double-digit days", () => {
  for (let month = 1; month <= 12; month++) {
    for (const day of [1, 9, 10, 28]) {
      const iso = `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      expect(formatLongDate(iso)).toBe(intlDate(iso));
    }
  }
  expect(formatLongDate("2025-08-30")).toBe("August 30, 2025");
});

test("a malformed date is refused rather than shown as nonsense", () => {
  expect(() => formatLongDate("30/08/2025")).toThrow(/ISO date/);
  expect(() => formatLongDate("2025-13-01")).toThrow(/ISO date/);
});

const samples = [
  0,
  0.04,
  0.05,
  0.15,
  0.34,
  0.45,
  0.5,
  0.95,
  1,
  1.45,
  1.5,
  2.5,
  9.95,
  12.5,
  99.95,
  999.5,
  1000,
  1234.56,
  7618,
  151475,
  1_000_000,
  12_345_678.9,
  2 ** 31,
  -0.4,
  -0.5,
  -1.45,
  -1234.56,
  -151475,
];

test.each([0, 1])("numbers with at most %i decimals match Intl's en-US output", (digits) => {
  const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits });
  for (const value of samples) {
    // Intl writes a rounded-away negative zero as "-0"; the calculator never shows one.
    const expected = intl.format(value).replace(/^-0$/, "0");
    expect(formatNumber(value, digits), `${value}`).toBe(expected);
  }
});
