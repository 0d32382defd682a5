import { useEffect, type RefObject } from "react";

/** What the inline script of server/first-input.js records before the page hydrates. */
export type FirstInputState = { pending: Element[]; live: Element[]; onHold?: (control: Element) => void };

/** React DOM's hydration root, with its (unstable, long-standing) selective-hydration entry point. */
export type HydrationRoot = { unstable_scheduleHydration(target: Element): void };

function firstInputState(): FirstInputState | undefined {
  return (window as Window & { __firstInput?: FirstInputState }).__firstInput;
}

/**
 * Replays the first click the visitor made on this part's `data-replay` controls before it
 * hydrated (the inline script of server/first-input.js held it back), once it has, and lets
 * later clicks through. Put the ref on the control or on an element around the part's controls.
 */
export function useFirstInput(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const part = ref.current;
    const state = firstInputState();
    if (!part || !state) return;
    markLive(state, part);
  }, [ref]);
}

/**
 * React hydrates the parts of the page whose controls hold a click before the rest (selective
 * hydration), for the clicks held so far and those held while it hydrates: the visitor's click
 * happens sooner.
 */
export function hydrateHeldControlsFirst(root: HydrationRoot, state = firstInputState()): void {
  if (!state) return;
  for (const control of state.pending) root.unstable_scheduleHydration(control);
  state.onHold = (control) => root.unstable_scheduleHydration(control);
}

/** The part has hydrated: its clicks pass from now on, and the ones held back happen now, in order. */
export function markLive(state: FirstInputState, part: Element): void {
  state.live.push(part);
  replay(
    state,
    state.pending.filter((held) => part.contains(held)),
  );
}

/** The whole page has hydrated: clicks still held back (on a part without the hook) happen now. */
export function replayRemainingClicks(state: FirstInputState | undefined = firstInputState()): void {
  if (state) replay(state, state.pending.slice());
}

function replay(state: FirstInputState, controls: Element[]): void {
  for (const control of controls) {
    state.pending.splice(state.pending.indexOf(control), 1);
    if (control.isConnected) (control as HTMLElement).click();
  }
}
