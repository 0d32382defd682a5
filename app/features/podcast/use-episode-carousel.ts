import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import {
  carouselReducer,
  EPISODES_PER_PAGE,
  episodesPerPage,
  initialCarouselState,
  liveRegionMode,
  nearestPage,
  pageOf,
  ROTATION_INTERVAL_MS,
  rotationStatus,
  rotationTimerKey,
  WIDE_QUERY,
} from "./carousel-logic";
import { useHydrated } from "~/islands/use-hydrated";

/** How long scrolling must pause before a swipe counts as choosing the page it stopped on. */
const SCROLL_SETTLE_MS = 120;

/**
 * Left edges of the pages in the row: those of every `perPage`-th slide (the row is their offset
 * parent; on a phone the six-episode groups have no box of their own, and each slide is a page).
 */
function pageLefts(row: HTMLElement, perPage: number): number[] {
  const slides = [...row.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  return slides.filter((_, index) => index % perPage === 0).map((slide) => slide.offsetLeft);
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Six episodes a page from 640 px, one on a phone; six on the server, as the first render lays them out. */
function usePerPage(): number {
  return useSyncExternalStore(
    subscribeToWidth,
    () => episodesPerPage(window.matchMedia(WIDE_QUERY).matches),
    () => EPISODES_PER_PAGE,
  );
}

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

/** Whether the dialog with this id is open (the page's video player: the carousel holds still meanwhile). */
export function useDialogOpen(id: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const dialog = document.getElementById(id);
      if (!dialog) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
      return () => observer.disconnect();
    },
    () => document.getElementById(id)?.hasAttribute("open") ?? false,
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

/** Whether any part of an element is on screen; false until measured, so nothing rotates unseen. */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/** The rotation control itself starts and stops the rotation; touching it is not "interacting with the slides". */
function isRotationControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest("[data-rotation-control]") !== null;
}

/**
 * State, rotation timer and pause rules of the Featured Episodes carousel (WAI-ARIA APG). Its
 * pages sit side by side in a scroll-snap row (`rowRef`), which works without script: the
 * carousel scrolls the row to the current page, and a swipe chooses the page it stops on.
 */
export function useEpisodeCarousel(total: number, dialogOpen: boolean) {
  const [state, dispatch] = useReducer(carouselReducer, total, (count: number) => initialCarouselState(count));
  const perPage = usePerPage();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const interactive = useHydrated();
  // Rotation runs only while the stop button is on screen: on one column a page of six episodes
  // is taller than a phone, and nothing should change above or below where the visitor reads.
  const controlsRef = useRef<HTMLDivElement>(null);
  const inView = useInView(controlsRef);

  const status = rotationStatus({ interactive, playing, reducedMotion, dialogOpen, hovered, inView });
  const timerKey = rotationTimerKey(status, state.epoch);
  const page = pageOf(state.start, state.perPage);
  const rowRef = useRef<HTMLDivElement>(null);
  // The page the row shows, or is scrolling to; null until the carousel has hydrated.
  const shownPage = useRef<number | null>(null);
  // Where a scroll the carousel started is going (its pauses are not a swipe that stopped).
  const scrollingTo = useRef<number | null>(null);
  const settleTimer = useRef<number | undefined>(undefined);

  // The width crossed 640 px: the pages change size, and the row scrolls to the one now shown.
  useEffect(() => {
    if (perPage === state.perPage) return;
    // After hydration: the row is to be scrolled to the page holding the episode shown first.
    if (shownPage.current !== null) shownPage.current = -1;
    dispatch({ type: "set-per-page", perPage });
  }, [perPage, state.perPage]);

  useEffect(() => {
    const row = rowRef.current;
    // Until the page size matches the screen's (right after hydration on a phone), the layout and the state differ.
    if (!row || episodesPerPage(window.matchMedia(WIDE_QUERY).matches) !== state.perPage) return;
    if (shownPage.current === null) {
      // Right after hydration: the visitor may have swiped the row already.
      shownPage.current = nearestPage(row.scrollLeft, pageLefts(row, state.perPage));
      if (shownPage.current !== page) dispatch({ type: "go-to-page", page: shownPage.current });
      return;
    }
    if (page === shownPage.current) return;
    shownPage.current = page;
    scrollingTo.current = pageLefts(row, state.perPage)[page] ?? 0;
    row.scrollTo({ left: scrollingTo.current, behavior: reducedMotion ? "instant" : "smooth" });
  }, [page, reducedMotion, state.perPage]);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  const onRowScroll = useCallback(() => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const row = rowRef.current;
      if (!row || shownPage.current === null) return;
      if (scrollingTo.current !== null) {
        // The carousel's own scroll: done once it has arrived, still under way otherwise.
        if (Math.abs(row.scrollLeft - scrollingTo.current) <= 1) scrollingTo.current = null;
        return;
      }
      const stoppedOn = nearestPage(row.scrollLeft, pageLefts(row, state.perPage));
      if (stoppedOn === shownPage.current) return;
      shownPage.current = stoppedOn;
      dispatch({ type: "go-to-page", page: stoppedOn });
    }, SCROLL_SETTLE_MS);
  }, [state.perPage]);
  // A touch, a click or the wheel on the row: the visitor takes over from the carousel's scroll,
  // and (APG) the rotation stops for good.
  const onRowInput = useCallback(() => {
    scrollingTo.current = null;
    setPlaying(false);
  }, []);

  useEffect(() => {
    if (timerKey === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "advance" }), ROTATION_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [timerKey]);

  // A move by hand stops the rotation (also a click replayed from before hydration, which has no pointerdown).
  const next = useCallback(() => {
    setPlaying(false);
    dispatch({ type: "next" });
  }, []);
  const previous = useCallback(() => {
    setPlaying(false);
    dispatch({ type: "previous" });
  }, []);
  const goToPage = useCallback((page: number) => {
    setPlaying(false);
    dispatch({ type: "go-to-page", page });
  }, []);
  const toggleRotation = useCallback(() => setPlaying((value) => !value), []);

  const regionHandlers = {
    // APG: keyboard focus anywhere in the carousel stops the rotation; it stays stopped when focus leaves.
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) setPlaying(false);
    },
    // A pointer on a slide or a control stops it too, before the click it starts, so the live
    // region is already polite when the click changes the page.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!isRotationControl(event.target)) setPlaying(false);
    },
    // Touch taps emit pointerenter without a matching leave; only a real hover pauses.
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
  };

  return {
    start: state.start,
    perPage: state.perPage,
    page,
    interactive,
    rowRef,
    controlsRef,
    rowHandlers: { onScroll: onRowScroll, onPointerDown: onRowInput, onWheel: onRowInput },
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
