import { expect, test } from "vitest";
import { formatCountOf, formatNumber, formatTeam } from "./format";

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

test("a count takes the singular noun for one only", () => {
  expect(formatCountOf(1, "deal", "deals")).toBe("1 deal");
  expect(formatCountOf(0, "reply", "replies")).toBe("0 replies");
  expect(formatCountOf(7618, "prospect", "prospects")).toBe("7,618 prospects");
  expect(formatTeam(1)).toBe("1 BDR");
  expect(formatTeam(3)).toBe("3 BDRs");
});
