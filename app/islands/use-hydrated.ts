import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while an island hydrates, true once it is interactive: a control only
 * React makes work is invisible until then (never dead), and not there without script.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
