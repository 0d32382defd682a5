import { lazySection } from "~/lib/lazy-section";

// What comes after the hero of the growth framework and the privacy policy: its own chunk (see
// lazySection). Each page defines the sections only it has itself, so no page carries the
// others' loaders and their lists of chunks to preload.
export const DocumentLayout = lazySection(() => import("./document-layout"), "DocumentLayout");
