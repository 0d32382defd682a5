import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { searchParamsToState, stateToSearchParams, type CalculatorState } from "./url-state";

/** Marks the history entries this hook writes, so they are never read back over what the visitor typed. */
const OWN_UPDATE = "roi-calculator";

/**
 * The calculator's state, mirrored into the URL query so results can be shared.
 *
 * It starts from the address. The server renders a page asked for with a query per request
 * (server/app.js) and prerenders the bare address, so the server's HTML shows a shared link's
 * figures (and those of the form sent without script), and hydration starts from the same
 * state. After a navigation this hook did not make (a link to the page, the hero's reset to the
 * bare address), the query is read again. Each change replaces the current history entry.
 */
export function useCalculatorState() {
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [state, setState] = useState(() => searchParamsToState(new URLSearchParams(location.search)));
  const [seenLocation, setSeenLocation] = useState(location.key);

  // Adjusting state while rendering (not in an effect) applies the URL before the next paint.
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
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
