import type { MDXContent } from "mdx/types";
import type { ComponentType } from "react";
import { growthFrameworkComponents } from "./framework-figures";
import { documentComponents, privacyPolicyComponents } from "./mdx-components";
import { proseClasses } from "./prose";

const componentSets = { documentComponents, privacyPolicyComponents, growthFrameworkComponents };

/** A document's MDX text with its components (addresses from the site config), set as long-form prose. */
export function documentText(
  Content: MDXContent,
  set: keyof typeof componentSets = "documentComponents",
): ComponentType {
  const components = componentSets[set];
  return function DocumentText() {
    return (
      <article className={proseClasses}>
        <Content components={components} />
      </article>
    );
  };
}
