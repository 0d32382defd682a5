import { replayRemainingClicks } from "./first-input";

/**
 * `<html data-hydrated="true">` tells tests, and anyone debugging, that the page is interactive:
 * the root has hydrated and so has every lazily loaded section it rendered on the server (those
 * hydrate a moment later, when their chunk arrives). Hydration itself starts after load and idle
 * (server/hydration.js). From then on the first-input script (server/first-input.js) holds
 * nothing back, and a click it still holds (on a part without useFirstInput) happens now.
 */
export type SectionToken = { hydrated: boolean };

const waiting = new Set<SectionToken>();
let rootHydrated = false;
let marked = false;

/** True on the server and until the root has hydrated: what renders now is hydrated, not created. */
export function isHydrating(): boolean {
  return !rootHydrated;
}

/** The root layout has hydrated; lazily loaded sections below it have registered by now. */
export function markRootHydrated(): void {
  rootHydrated = true;
  markWhenDone();
}

/** A lazily loaded section has been committed, possibly still waiting for its chunk. */
export function sectionCommitted(token: SectionToken): void {
  if (!marked && !token.hydrated) waiting.add(token);
}

/** The section's own content has been committed (hydrated or rendered). */
export function sectionHydrated(token: SectionToken): void {
  token.hydrated = true;
  waiting.delete(token);
  markWhenDone();
}

function markWhenDone(): void {
  if (marked || !rootHydrated || waiting.size > 0) return;
  marked = true;
  document.documentElement.dataset.hydrated = "true";
  replayRemainingClicks();
}
