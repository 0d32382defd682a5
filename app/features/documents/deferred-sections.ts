import { lazySection } from "~/lib/lazy-section";

// What comes after a document's hero: separate chunks (see lazySection).
export const DocumentLayout = lazySection(() => import("./document-layout"), "DocumentLayout");
export const IntegrationGuideBody = lazySection(() => import("./integration-guide-body"), "IntegrationGuideBody");
export const OnePagerSheetBody = lazySection(() => import("./one-pager-body"), "OnePagerSheetBody");
export const CaseStudyBody = lazySection(() => import("./case-study-body"), "CaseStudyBody");
