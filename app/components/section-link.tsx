import type { ComponentProps } from "react";
import { sectionHref, type SectionId } from "~/lib/section-nav";

type SectionLinkProps = Omit<ComponentProps<"a">, "href"> & { section: SectionId };

/**
 * A link to a home page section: `/#id`. On the home page the browser scrolls there (smoothly,
 * see tailwind.css); from another page it loads the home page at the section, with the header's
 * height kept clear (scroll-margin-top) and focus moved there (app/enhance/sections.ts).
 */
export function SectionLink({ section, children, ...props }: SectionLinkProps) {
  return (
    <a href={sectionHref(section)} {...props}>
      {children}
    </a>
  );
}
