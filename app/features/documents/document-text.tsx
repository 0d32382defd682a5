import type { MDXContent } from "mdx/types";
import type { ComponentType } from "react";
import { lazySection } from "~/lib/lazy-section";

type ComponentSet = "documentComponents" | "privacyPolicyComponents";

/**
 * A document's MDX text with its components (site links as router links, addresses from the
 * site config), loaded as its own chunk after the hero (see lazySection).
 */
export function lazyDocumentText(
  load: () => Promise<{ default: MDXContent }>,
  set: ComponentSet = "documentComponents",
): ComponentType {
  const loadText = async () => {
    const [{ default: Content }, sets, { proseClasses }] = await Promise.all([
      load(),
      import("./mdx-components"),
      import("./prose"),
    ]);
    const components = sets[set];
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
