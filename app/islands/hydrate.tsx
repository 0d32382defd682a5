import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/** Calls `onHydrated` once React has hydrated what it holds. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates every element the server rendered for this island (see Island) with its props, and
 * marks it `data-hydrated="true"` once done, with a performance mark `island-hydrated:<name>`: for
 * tests, `npm run bench:visitor` and anyone debugging.
 */
export function hydrateIsland<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? "{}") as P;
    const markHydrated = () => {
      element.dataset.hydrated = "true";
      performance.mark(`island-hydrated:${name}`);
    };
    // In a transition, React hydrates in slices of a few milliseconds and yields to the browser
    // between them (the pattern of React Router's own entry.client); outside one it hydrated the
    // calculator in one task of 125-142 ms with the CPU slowed 4x, which Lighthouse counted as
    // blocking time (/roi-calculator's mobile score 98-99 instead of 100).
    startTransition(() => {
      hydrateRoot(
        element,
        <Hydrated onHydrated={markHydrated}>
          <Component {...props} />
        </Hydrated>,
      );
    });
  }
}
