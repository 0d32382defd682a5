import { lazySection } from "~/lib/lazy-section";
import { CalculatorHero } from "./calculator-hero";

// The tools hydrate from their own chunk, after the hero (lazySection). They keep their
// state in the URL, which is how the hero's reset link reaches them.
const CalculatorTools = lazySection(() => import("./calculator-tools"), "CalculatorTools");

export function RoiCalculatorPage() {
  return (
    <>
      <CalculatorHero />
      <CalculatorTools />
    </>
  );
}
