import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/** Hydrates every element the server rendered for this island (see Island) with its props. */
export function hydrateIsland<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? "{}") as P;
    hydrateRoot(element, <Component {...props} />);
  }
}
