import { useEffect, type ComponentType, type ReactNode } from "react";
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
    hydrateRoot(
      element,
      <Hydrated onHydrated={markHydrated}>
        <Component {...props} />
      </Hydrated>,
    );
  }
}
