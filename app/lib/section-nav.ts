/** In-page sections of the home page that the header, footer and contact menu link to. */
export type SectionId = "home" | "services" | "about" | "faq" | "contact" | "healthtech-heroes";

/** SPEC: off the home page, go to / first and scroll about 100 ms after it appears. */
export const SECTION_SCROLL_DELAY_MS = 100;
/** How long to look for the section (the page it is on may still be on its way). */
export const SECTION_WAIT_LIMIT_MS = 10_000;
/** How often to look for it: about a frame, so the delay counts from when the page appears. */
const SECTION_POLL_MS = 16;

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

type WhenReadyOptions = {
  /** How long after the section appears to scroll. */
  delayMs?: number;
  /** The section is on the page being navigated to: one on the page being left does not count. */
  onNextPage?: boolean;
  /** Runs once it has scrolled. */
  onScrolled?: () => void;
  win?: Window;
};

/**
 * Waits until the section is on the page (a client-side navigation shows the new page whole,
 * lazily loaded sections included, see lazySection), then `delayMs` more, then scrolls to it.
 */
export function scrollToSectionWhenReady(
  id: string,
  { delayMs = 0, onNextPage = false, onScrolled, win = window }: WhenReadyOptions = {},
): void {
  const started = Date.now();
  const leaving = onNextPage ? win.document.getElementById(id) : null;
  const look = () => {
    const element = win.document.getElementById(id);
    if (element && element !== leaving) {
      win.setTimeout(() => {
        if (scrollToSection(id, win)) onScrolled?.();
      }, delayMs);
    } else if (Date.now() - started < SECTION_WAIT_LIMIT_MS) {
      win.setTimeout(look, SECTION_POLL_MS);
    }
  };
  look();
}
