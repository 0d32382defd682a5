import { useEffect, useRef } from "react";
import { createPath, useLocation, useNavigation } from "react-router";

/** A reload this soon after a client-side navigation's click belongs to that navigation. */
const CLICK_WINDOW_MS = 10_000;

/**
 * When a route's module fails to load during a client-side navigation (a deploy has replaced
 * the chunks the open tab knows), React Router reloads the page: the page being left. This
 * sends that reload to the page the visitor asked for. It uses the Navigation API, which lets a
 * page replace a reload; where that is missing, the reload stays as React Router makes it.
 * Renders nothing; loaded after hydration (a lazySection of the root), as client-side
 * navigations only start then.
 *
 * The page asked for comes from the router's pending navigation, or, when the failure comes
 * before React has rendered that state (a busy phone), from the link whose click the router
 * took (it prevents the click's default): recorded in the same task as the click.
 */
export function ReloadToPendingNavigation() {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = useRef<string | null>(null);
  const clicked = useRef<{ href: string; at: number } | null>(null);
  const target = navigation.location ? createPath(navigation.location) : null;

  useEffect(() => {
    pending.current = target;
  }, [target]);

  // The navigation arrived: its click is done with.
  useEffect(() => {
    clicked.current = null;
  }, [location]);

  useEffect(() => {
    if (!("navigation" in window)) return;
    // Bubbling on window, after React's handlers: a same-origin link whose default the router prevented.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!event.defaultPrevented || !(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) {
        return;
      }
      clicked.current = { href: `${link.pathname}${link.search}${link.hash}`, at: Date.now() };
    };
    const onNavigate = (event: NavigateEvent) => {
      const recent = clicked.current && Date.now() - clicked.current.at < CLICK_WINDOW_MS ? clicked.current.href : null;
      const href = pending.current ?? recent;
      if (event.navigationType !== "reload" || !event.cancelable || !href) return;
      event.preventDefault();
      window.location.assign(href);
    };
    window.addEventListener("click", onClick);
    window.navigation.addEventListener("navigate", onNavigate);
    return () => {
      window.removeEventListener("click", onClick);
      window.navigation.removeEventListener("navigate", onNavigate);
    };
  }, []);

  return null;
}
