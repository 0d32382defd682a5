/** In-page sections of the home page that the header, footer and contact menu link to. */
export type SectionId = "home" | "services" | "about" | "faq" | "contact" | "healthtech-heroes";

/** SPEC: off the home page, go to / first and scroll after about 100 ms. */
export const SECTION_SCROLL_DELAY_MS = 100;
/** How long to wait for lazily loaded sections before scrolling with what is there. */
export const SECTION_WAIT_LIMIT_MS = 10_000;

/** Marks the placeholder of a section that is still loading (its height is not final yet). */
export const LOADING_SECTION_ATTRIBUTE = "data-section-loading";

export function sectionHref(id: SectionId): string {
  return `/#${id}`;
}

export type SectionNavigationPlan = { navigateHome: boolean; delayMs: number };

export function planSectionNavigation(pathname: string): SectionNavigationPlan {
  return pathname === "/"
    ? { navigateHome: false, delayMs: 0 }
    : { navigateHome: true, delayMs: SECTION_SCROLL_DELAY_MS };
}

export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? "auto" : "smooth";
}

/** True for clicks the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Scrolls to a section and moves focus there, so keyboard and screen reader
 * users land where they asked to go. Returns false when the section is not on the page.
 */
export function scrollToSection(id: string, win: Window = window): boolean {
  const element = win.document.getElementById(id);
  if (!element) return false;
  const reduce = win.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: scrollBehavior(reduce), block: "start" });
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Waits `delayMs`, then scrolls once the (possibly lazy) section exists and the
 * sections above it have loaded, so the page does not grow under the scroll.
 */
export function scrollToSectionWhenReady(id: string, delayMs: number, win: Window = window): void {
  const started = Date.now();
  const attempt = () => {
    const timedOut = Date.now() - started >= SECTION_WAIT_LIMIT_MS;
    const settling = win.document.querySelector(`[${LOADING_SECTION_ATTRIBUTE}]`) !== null;
    if ((!settling || timedOut) && scrollToSection(id, win)) return;
    if (!timedOut) win.setTimeout(attempt, 50);
  };
  win.setTimeout(attempt, delayMs);
}
