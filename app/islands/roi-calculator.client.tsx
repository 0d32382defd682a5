import { CalculatorTools } from "~/features/roi-calculator/calculator-tools";
import { hydrateIsland } from "./hydrate";

hydrateIsland("roi-calculator", CalculatorTools);
