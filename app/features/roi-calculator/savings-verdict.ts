import type { Comparison } from "./cost-model";
import { formatPercent, formatRange, formatUsd } from "./format";

/**
 * What a comparison says, in words that never call a loss a saving. Mamut's price is a range, so
 * against the visitor's internal cost Mamut saves at every price in it, costs more at every price,
 * or saves at its lowest price and costs more at its highest. Decided on whole dollars, as shown.
 */
export type SavingsVerdict =
  | { kind: "saves"; amount: string; percent: string }
  | { kind: "costs-more"; amount: string; percent: string }
  | { kind: "depends"; saved: string; savedPercent: string; extra: string; extraPercent: string }
  | { kind: "even" };

export function savingsVerdict({ savings, savingsPercent }: Comparison): SavingsVerdict {
  const low = Math.round(savings.low);
  const high = Math.round(savings.high);
  if (low === 0 && high === 0) return { kind: "even" };
  if (low >= 0) {
    return {
      kind: "saves",
      amount: formatRange(low, high, formatUsd),
      percent: formatRange(savingsPercent.low, savingsPercent.high, formatPercent),
    };
  }
  if (high <= 0) {
    // The extra cost, smallest first: at Mamut's lowest price, then at its highest.
    return {
      kind: "costs-more",
      amount: formatRange(-high, -low, formatUsd),
      percent: formatRange(-savingsPercent.high, -savingsPercent.low, formatPercent),
    };
  }
  return {
    kind: "depends",
    saved: formatUsd(high),
    savedPercent: formatPercent(savingsPercent.high),
    extra: formatUsd(-low),
    extraPercent: formatPercent(-savingsPercent.low),
  };
}

/** The label and the amount of a verdict, as the headline and each comparison show them. */
export function savingsHeadline(verdict: SavingsVerdict, productName: string): { label: string; amount: string } {
  switch (verdict.kind) {
    case "saves":
      return { label: "You save per year", amount: verdict.amount };
    case "costs-more":
      return { label: `${productName} costs more per year`, amount: `${verdict.amount} more` };
    case "depends":
      return { label: "You save per year", amount: `Up to ${verdict.saved}` };
    case "even":
      return { label: "You save per year", amount: formatUsd(0) };
  }
}
