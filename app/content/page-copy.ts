export type { PageCopyData } from "./page-copy-schema";

/**
 * The header's menu, the listing pages', the contact page's, the ROI calculator's and the not-found page's words (content/data/page-copy.ts),
 * figures in place, one export per page so a page's JavaScript carries only its own. The build
 * checked the file (scripts/build/content-figures.ts), so this module brings no schema into a page.
 */
export { caseStudies, contact, industries, navigation, notFound, roiCalculator } from "../../content/data/page-copy";
