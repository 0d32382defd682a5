import data from "../../content/data/home";
import type { Home } from "./home-schema";

export type { HomeData } from "./home-schema";

/**
 * The home page's words (content/data/home.ts), figures in place. The build checked the file
 * (scripts/build/content-figures.ts), so this module brings no schema into a page.
 */
export const home: Home = data;
