import data from "../../content/data/figures";
import { internalBdrTotal } from "./claims";
import type { Figures } from "./figures-schema";

export type { Figures, FiguresData } from "./figures-schema";

/**
 * The site's figures as numbers, for code that computes with them (the ROI calculator, structured
 * data). Text shows them through tokens instead (app/content/figure-tokens.ts). The build checked
 * the file (scripts/build/content-figures.ts), so this module brings no schema into a page.
 */
export const figures: Figures = data;

/** One fully loaded internal BDR a year, computed from its parts. */
export const internalBdrYearly: number = internalBdrTotal(figures);
