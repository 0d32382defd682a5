import { useCallback, type ComponentProps, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  isModifiedClick,
  planSectionNavigation,
  scrollToSection,
  scrollToSectionWhenReady,
  sectionHref,
  type SectionId,
} from "~/lib/section-nav";

/** Returns a function that goes to a home page section from anywhere on the site. */
export function useSectionNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: SectionId) => {
      const plan = planSectionNavigation(pathname);
      if (!plan.navigateHome) {
        if (scrollToSection(id)) window.history.pushState(window.history.state, "", `#${id}`);
        return;
      }
      void navigate({ pathname: "/", hash: `#${id}` });
      scrollToSectionWhenReady(id, plan.delayMs);
    },
    [navigate, pathname],
  );
}

type SectionLinkProps = Omit<ComponentProps<"a">, "href"> & { section: SectionId };

/** A link to a home page section: a plain /#id link without JavaScript, smooth scrolling with it. */
export function SectionLink({ section, onClick, children, ...props }: SectionLinkProps) {
  const goToSection = useSectionNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    goToSection(section);
  };
  return (
    <a href={sectionHref(section)} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
