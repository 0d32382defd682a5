import { lazySection } from "~/lib/lazy-section";

// The closing call to action of the industries and case-study lists: its own chunk (see lazySection).
export const CtaSection = lazySection(() => import("./closing-sections"), "CtaSection");
