import { useState, useSyncExternalStore } from "react";
import { searchParamsToState, stateToSearchParams, type CalculatorState } from "./url-state";

function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * The calculator's state, mirrored into the address's query so results can be shared.
 *
 * It starts from the query the page was rendered for (`renderedSearch`): the server renders a
 * page asked for with a query per request and prerenders the bare address, so its HTML shows a
 * shared link's figures, and hydration starts from the same state. Should the address hold
 * another query (a host that served the bare page for it, a move through history), the state
 * follows the address. Each change replaces the current history entry; the page has no router,
 * so the address is written with the History API, and what this hook wrote is never read back
 * over what the visitor typed (an invalid entry is not in the address).
 */
export function useCalculatorState(renderedSearch: string) {
  const search = useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => renderedSearch,
  );
  const [state, setState] = useState(() => searchParamsToState(new URLSearchParams(search)));
  const [seenSearch, setSeenSearch] = useState(search);
  const [written, setWritten] = useState<string | null>(null);

  // Adjusting state while rendering (not in an effect) applies the address before the next paint.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== written) setState(searchParamsToState(new URLSearchParams(search)));
  }

  function update(next: CalculatorState) {
    setState(next);
    const params = stateToSearchParams(next).toString();
    const nextSearch = params ? `?${params}` : "";
    if (nextSearch === window.location.search) return;
    setWritten(nextSearch);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${nextSearch}${hash}`);
  }

  return { state, update };
}
