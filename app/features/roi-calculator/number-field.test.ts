import { expect, test } from "vitest";
import { COST_FIELDS } from "./cost-model";
import { formatCount, formatPercent, formatRange, formatUsd } from "./format";
import { parseField, type FieldSpec } from "./number-field";
import { OUTBOUND_FIELDS } from "./outbound-math";

const percent: FieldSpec = {
  label: "Win rate",
  unit: "percent",
  defaultValue: 20,
  min: 0.1,
  max: 100,
  step: 1,
  divisor: true,
};

test("plain numbers, decimals and exponents are read", () => {
  expect(parseField(" 20 ", percent)).toEqual({ ok: true, value: 20 });
  expect(parseField("7.5", percent)).toEqual({ ok: true, value: 7.5 });
  expect(parseField("1e1", percent)).toEqual({ ok: true, value: 10 });
});

test("text that is not a plain number is refused", () => {
  for (const raw of ["abc", "0x10", "Infinity", "NaN", "1,000", "20%", "--1"]) {
    expect(parseField(raw, percent)).toEqual({ ok: false, error: "Enter a number, using digits only." });
  }
  expect(parseField("1e999", percent)).toEqual({ ok: false, error: "Enter a smaller number." });
});

test("values below the minimum and above the maximum name the limit", () => {
  expect(parseField("0.05", percent)).toEqual({ ok: false, error: "Win rate must be at least 0.1%." });
  const usd: FieldSpec = { label: "Revenue goal", unit: "usd", defaultValue: 1, min: 0, max: 1_000_000, step: 1 };
  expect(parseField("2000000", usd)).toEqual({ ok: false, error: "Revenue goal can be at most $1,000,000." });
});

test("money is shown in US dollars without cents", () => {
  expect(formatUsd(151_475)).toBe("$151,475");
  expect(formatUsd(30_362.5)).toBe("$30,363");
  expect(formatUsd(-10_525)).toBe("-$10,525");
  expect(formatUsd(-0.2)).toBe("$0");
});

test("values that are not finite are never shown as NaN or Infinity", () => {
  for (const format of [formatUsd, formatCount, formatPercent]) {
    expect(format(Number.NaN)).toBe("–");
    expect(format(Number.POSITIVE_INFINITY)).toBe("–");
  }
});

test("a range collapses to one value when both ends match", () => {
  expect(formatRange(96_000, 96_000, formatUsd)).toBe("$96,000");
  expect(formatRange(45_000, 72_000, formatUsd)).toBe("$45,000 to $72,000");
  expect(formatCount(7_618)).toBe("7,618");
  expect(formatPercent(36.62)).toBe("36.6%");
});

test("every field's minimum sits on its step, so the arrow keys move in round steps from the defaults", () => {
  for (const spec of [...Object.values(COST_FIELDS), ...Object.values(OUTBOUND_FIELDS)]) {
    expect(Number.isInteger(Number((spec.min / spec.step).toFixed(9))), spec.label).toBe(true);
    expect(Number.isInteger(Number(((spec.defaultValue - spec.min) / spec.step).toFixed(9))), spec.label).toBe(true);
  }
});
