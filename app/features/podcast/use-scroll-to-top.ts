import { useEffect } from "react";

/** SPEC: the podcast page opens at its top, whatever scroll position the visitor came from. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
}
