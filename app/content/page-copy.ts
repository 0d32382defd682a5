import data from "../../content/data/page-copy";
import type { PageCopy } from "./page-copy-schema";

export type { PageCopyData } from "./page-copy-schema";

/**
 * The listing pages', the contact page's and the ROI calculator's words (content/data/page-copy.ts),
 * figures in place. The build checked the file (scripts/build/content-figures.ts), so this module
 * brings no schema into a page.
 */
export const pageCopy: PageCopy = data;
