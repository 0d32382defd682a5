import { lazySection } from "~/lib/lazy-section";

// Below the first screen of the industry and case-study pages: separate chunks (see lazySection).
export const OnePagerBody = lazySection(() => import("./one-pager-body"), "OnePagerBody");
export const CtaSection = lazySection(() => import("./closing-sections"), "CtaSection");
