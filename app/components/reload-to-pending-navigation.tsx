import { useEffect, useRef } from "react";
import { createPath, useNavigation } from "react-router";

/**
 * When a route's module fails to load during a client-side navigation (a deploy has replaced
 * the chunks the open tab knows), React Router reloads the page: the page being left. This
 * sends that reload to the page the visitor asked for. It uses the Navigation API, which lets a
 * page replace a reload; where that is missing, the reload stays as React Router makes it.
 * Renders nothing; loaded after hydration (a lazySection of the root), as client-side
 * navigations only start then.
 */
export function ReloadToPendingNavigation() {
  const navigation = useNavigation();
  const pending = useRef<string | null>(null);
  const target = navigation.location ? createPath(navigation.location) : null;

  useEffect(() => {
    pending.current = target;
  }, [target]);

  useEffect(() => {
    if (!("navigation" in window)) return;
    const onNavigate = (event: NavigateEvent) => {
      const href = pending.current;
      if (event.navigationType !== "reload" || !event.cancelable || !href) return;
      event.preventDefault();
      window.location.assign(href);
    };
    window.navigation.addEventListener("navigate", onNavigate);
    return () => window.navigation.removeEventListener("navigate", onNavigate);
  }, []);

  return null;
}
