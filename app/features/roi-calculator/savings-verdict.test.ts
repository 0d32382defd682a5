import { expect, test } from "vitest";
import type { Comparison } from "./cost-model";
import { savingsHeadline, savingsVerdict } from "./savings-verdict";

/** A comparison against an internal cost, from Mamut's yearly price range (what compare() builds). */
function comparison(internal: number, mamut: { low: number; high: number }): Comparison {
  const savings = { low: internal - mamut.high, high: internal - mamut.low };
  return {
    yearly: mamut,
    savings,
    savingsPercent: { low: (savings.low / internal) * 100, high: (savings.high / internal) * 100 },
  };
}

test("cheaper at every price: the saving and how far below the internal cost", () => {
  const verdict = savingsVerdict(comparison(151_475, { low: 96_000, high: 96_000 }));
  expect(verdict).toEqual({ kind: "saves", amount: "$55,475", percent: "36.6%" });
  expect(savingsHeadline(verdict, "Mamut")).toEqual({ label: "You save per year", amount: "$55,475" });
});

test("dearer at every price: by how much and how far above, never a negative saving", () => {
  // A $20,000 salary: the internal team is cheaper than the plugin model at both ends.
  const verdict = savingsVerdict(comparison(60_000, { low: 126_000, high: 162_000 }));
  expect(verdict).toEqual({ kind: "costs-more", amount: "$66,000 to $102,000", percent: "110% to 170%" });
  const headline = savingsHeadline(verdict, "Mamut");
  expect(headline).toEqual({ label: "Mamut costs more per year", amount: "$66,000 to $102,000 more" });
  expect(`${headline.label} ${headline.amount}`).not.toMatch(/-|save/);
});

test("cheaper at the low end of the price, dearer at the high end: the most saved and the most extra", () => {
  const verdict = savingsVerdict(comparison(150_000, { low: 126_000, high: 162_000 }));
  expect(verdict).toEqual({
    kind: "depends",
    saved: "$24,000",
    savedPercent: "16%",
    extra: "$12,000",
    extraPercent: "8%",
  });
  expect(savingsHeadline(verdict, "Acme")).toEqual({ label: "You save per year", amount: "Up to $24,000" });
});

test("decided on whole dollars, as shown: a few cents either way is neither a saving nor a loss", () => {
  expect(savingsVerdict(comparison(96_000.3, { low: 96_000, high: 96_000 })).kind).toBe("even");
  expect(savingsVerdict(comparison(95_999.8, { low: 96_000, high: 97_000 })).kind).toBe("costs-more");
  expect(savingsHeadline({ kind: "even" }, "Mamut").amount).toBe("$0");
});
