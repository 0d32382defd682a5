import { lazySection } from "~/lib/lazy-section";

// What comes after a document's hero: separate chunks (see lazySection).
export const DocumentLayout = lazySection(async () => ({
  default: (await import("./document-layout")).DocumentLayout,
}));
export const IntegrationGuideBody = lazySection(async () => ({
  default: (await import("./integration-guide-body")).IntegrationGuideBody,
}));
export const OnePagerSheetBody = lazySection(async () => ({
  default: (await import("./one-pager-body")).OnePagerSheetBody,
}));
export const CaseStudyBody = lazySection(async () => ({
  default: (await import("./case-study-body")).CaseStudyBody,
}));
