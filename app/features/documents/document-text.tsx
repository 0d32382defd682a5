import type { MDXContent } from "mdx/types";
import type { ComponentType } from "react";
import { lazySection } from "~/lib/lazy-section";

// Each set from the chunk that has it: the growth framework's figures load with its text only.
const componentSets = {
  documentComponents: () => import("./mdx-components").then((sets) => sets.documentComponents),
  privacyPolicyComponents: () => import("./mdx-components").then((sets) => sets.privacyPolicyComponents),
  growthFrameworkComponents: () => import("./framework-figures").then((sets) => sets.growthFrameworkComponents),
};

type ComponentSet = keyof typeof componentSets;

/**
 * A document's MDX text with its components (site links as router links, addresses from the
 * site config), loaded as its own chunk after the hero (see lazySection).
 */
export function lazyDocumentText(
  load: () => Promise<{ default: MDXContent }>,
  set: ComponentSet = "documentComponents",
): ComponentType {
  const loadText = async () => {
    const [{ default: Content }, components, { proseClasses }] = await Promise.all([
      load(),
      componentSets[set](),
      import("./prose"),
    ]);
    function DocumentText() {
      return (
        <article className={proseClasses}>
          <Content components={components} />
        </article>
      );
    }
    return { DocumentText };
  };
  return lazySection(loadText, "DocumentText");
}
