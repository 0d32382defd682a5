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
      // As SPEC has it: the home page appears at its top and scrolls to the section a moment
      // later. Without the hash React Router does not jump there at once; the address gets it
      // with the scroll.
      void navigate("/");
      scrollToSectionWhenReady(id, {
        delayMs: plan.delayMs,
        onNextPage: true,
        onScrolled: () => window.history.replaceState(window.history.state, "", `#${id}`),
      });
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
