import {
  useCallback,
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from "react";
import {
  carouselReducer,
  initialCarouselState,
  liveRegionMode,
  ROTATION_INTERVAL_MS,
  rotationStatus,
  rotationTimerKey,
} from "./carousel-logic";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    // Unknown on the server; nothing rotates before hydration anyway.
    () => false,
  );
}

const noSubscription = () => () => {};

/** False on the server and during hydration, true once the page is interactive. */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Mouse clicks focus buttons too; only keyboard focus (focus-visible) should hold the carousel still. */
function isKeyboardFocus(element: EventTarget): boolean {
  if (!(element instanceof Element)) return false;
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/** State, rotation timer and pause rules of the Featured Episodes carousel (WAI-ARIA APG). */
export function useEpisodeCarousel(total: number, dialogOpen: boolean) {
  const [state, dispatch] = useReducer(carouselReducer, total, (count: number) => initialCarouselState(count));
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const interactive = useInteractive();

  const status = rotationStatus({ interactive, playing, reducedMotion, dialogOpen, focusInside, hovered });
  const timerKey = rotationTimerKey(status, state.epoch);

  useEffect(() => {
    if (timerKey === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "advance" }), ROTATION_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [timerKey]);

  const next = useCallback(() => dispatch({ type: "next" }), []);
  const previous = useCallback(() => dispatch({ type: "previous" }), []);
  const goToPage = useCallback((page: number) => dispatch({ type: "go-to-page", page }), []);
  const toggleRotation = useCallback(() => setPlaying((value) => !value), []);

  const regionHandlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => setFocusInside(isKeyboardFocus(event.target)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
    },
    // Touch taps emit pointerenter without a matching leave; only a real hover pauses.
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
  };

  return {
    start: state.start,
    status,
    playing,
    liveRegion: liveRegionMode(status),
    next,
    previous,
    goToPage,
    toggleRotation,
    regionHandlers,
  };
}
