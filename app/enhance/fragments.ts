import { elementOf, focusWithoutScroll, isModifiedClick } from "./dom";

function targetOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * Links to a place on the page (`#id`) are the browser's own jumps: it scrolls, smoothly
 * (tailwind.css), and keeps the fixed header clear with each target's scroll-margin-top. With
 * script, focus follows, so keyboard and screen reader users carry on from the section they asked
 * for. Arriving from another page (`/#faq`), the page opens at its place (FragmentArrival,
 * app/components/fragment-arrival.tsx) and Tab goes on from there, as the browser sets it.
 */
export function initFragments(document: Document): void {
  document.addEventListener("click", (event) => {
    const link = elementOf(event)?.closest<HTMLAnchorElement>("a[href*='#']");
    if (!link || event.defaultPrevented || isModifiedClick(event)) return;
    const here = window.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return;
    const target = targetOf(link.hash);
    // After the browser's own jump, which follows this click.
    if (target) window.setTimeout(() => focusWithoutScroll(target));
  });
}
