import { useState, useSyncExternalStore } from "react";
import { useLocation, useSearchParams } from "react-router";
import { defaultState, searchParamsToState, stateToSearchParams, type CalculatorState } from "./url-state";

/** Marks the history entries this hook writes, so they are never read back over what the visitor typed. */
const OWN_UPDATE = "roi-calculator";

function subscribeToNothing() {
  return () => {};
}

/**
 * The calculator's state, mirrored into the URL query so results can be shared.
 *
 * The server and the hydrating render both use the defaults (the page is
 * prerendered), so the markup always matches. Right after hydration, and after any
 * navigation this hook did not make (a shared link, a link back to the page, the
 * hero's reset to the bare address), the query is read into the state. Each change
 * replaces the current history entry.
 */
export function useCalculatorState() {
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  // False on the server and while hydrating; in the browser, whether the address has a query to
  // read. A bare address means the defaults, which the page already shows: no second render of
  // both tools right after hydration (uSES would make it one long, synchronous task).
  const hasQuery = location.search.length > 1;
  const queryToRead = useSyncExternalStore(
    subscribeToNothing,
    () => hasQuery,
    () => false,
  );
  const [state, setState] = useState<CalculatorState>(defaultState);
  const [seenLocation, setSeenLocation] = useState("defaults");

  // Adjusting state while rendering (not in an effect) applies the URL before the first paint.
  const locationId = queryToRead ? location.key : "defaults";
  if (locationId !== seenLocation) {
    setSeenLocation(locationId);
    if (!isOwnUpdate(location.state)) setState(searchParamsToState(new URLSearchParams(location.search)));
  }

  function update(next: CalculatorState) {
    setState(next);
    const params = stateToSearchParams(next);
    if (`?${params.toString()}` === (location.search || "?")) return;
    setSearchParams(params, { replace: true, preventScrollReset: true, state: { source: OWN_UPDATE } });
  }

  return { state, update };
}

function isOwnUpdate(state: unknown): boolean {
  return typeof state === "object" && state !== null && "source" in state && state.source === OWN_UPDATE;
}
