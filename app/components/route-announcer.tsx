import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Where focus goes after a client-side navigation: the fragment's target when the address has
 * one, else the new page's heading, else the main landmark. Returns null when none exists.
 */
function navigationFocusTarget(hash: string): HTMLElement | null {
  const id = hash ? decodeURIComponent(hash.slice(1)) : "";
  const main = document.getElementById("main-content");
  const target = (id && document.getElementById(id)) || main?.querySelector("h1") || main;
  if (!(target instanceof HTMLElement)) return null;
  if (!target.hasAttribute("tabindex") && target.tabIndex < 0) {
    target.setAttribute("tabindex", "-1");
    // Focus is placed here for assistive technology; a ring around the heading would only distract.
    if (target.tagName === "H1") target.classList.add("outline-none");
  }
  return target;
}

/**
 * A full page load puts focus at the top of the new document and screen readers read its title;
 * a client-side navigation does neither (WCAG 2.4.3, 4.1.3). This moves focus into the new page
 * and announces its title, on every change of path after the first render. Hash and query
 * changes on the same page (section links, the calculator's address) leave focus alone.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (previous === null || previous === pathname) return;
    navigationFocusTarget(hash)?.focus({ preventScroll: true });
    setAnnouncement(document.title);
  }, [pathname, hash]);

  return (
    <p role="status" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
