import { Island } from "~/islands/island";
import { CalculatorHero } from "./calculator-hero";
import { CalculatorTools } from "./calculator-tools";

/** The hero is plain HTML; the tools are the page's React island, started from the query the page was rendered for. */
export function RoiCalculatorPage({ renderedSearch }: { renderedSearch: string }) {
  return (
    <>
      <CalculatorHero />
      <Island name="roi-calculator" component={CalculatorTools} props={{ renderedSearch }} />
    </>
  );
}
