import { home } from "~/content/home";

/** The home page's About section (content/data/home.ts); also indexed by the site assistant. */
export const about = home.about;
