import { landHeadingUnderHeader } from "~/lib/heading-landing";
import { elementOf, focusWithoutScroll, isModifiedClick } from "./dom";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** Longest a smooth scroll is waited for before the page's scrolling is instant again. */
const SMOOTH_SCROLL_MAX_MS = 3000;

function targetOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * Smooth scrolling for the scroll this link starts, not for every scroll (focus moving, find in
 * page, scripts): a style set before the browser scrolls, removed when the scroll ends. A rule such
 * as `html:focus-within { scroll-behavior: smooth }` did not animate a click in Chromium.
 */
function scrollSmoothlyOnce(document: Document): void {
  const view = document.defaultView;
  if (!view || view.matchMedia(REDUCED_MOTION).matches) return;
  const root = document.documentElement;
  root.style.scrollBehavior = "smooth";
  const reset = () => {
    root.style.scrollBehavior = "";
    document.removeEventListener("scrollend", reset);
    view.clearTimeout(timer);
  };
  document.addEventListener("scrollend", reset);
  const timer = view.setTimeout(reset, SMOOTH_SCROLL_MAX_MS);
}

/**
 * Links to a place on the page (`#id`) are the browser's own jumps, made smooth (none with reduced
 * motion) and landing the target's heading just under the header. With script, focus follows, so
 * keyboard and screen reader users carry on from the section they asked for. Arriving from another
 * page (`/#faq`), the page opens at its place (FragmentArrival, app/components/fragment-arrival.tsx)
 * and Tab goes on from there, as the browser sets it.
 */
export function initFragments(document: Document): void {
  document.addEventListener("click", (event) => {
    const link = elementOf(event)?.closest<HTMLAnchorElement>("a[href*='#']");
    if (!link || event.defaultPrevented || isModifiedClick(event)) return;
    const here = window.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return;
    const target = targetOf(link.hash);
    if (!target) return;
    landHeadingUnderHeader(target);
    scrollSmoothlyOnce(document);
    // After the browser's own scroll, which follows this click.
    window.setTimeout(() => focusWithoutScroll(target));
  });
}
