/** SPEC section 9: 6 episodes per page, a new page every 8000 ms. */
export const EPISODES_PER_PAGE = 6;
export const ROTATION_INTERVAL_MS = 8000;
/** Below Tailwind's `sm` (640 px) one episode fills the width: a page is one episode (issue 29). */
export const WIDE_QUERY = "(min-width: 40rem)";

/** Episodes per page: six side by side from 640 px, one per swipe on a phone. */
export function episodesPerPage(wide: boolean): number {
  return wide ? EPISODES_PER_PAGE : 1;
}

export function pageCount(total: number, perPage: number = EPISODES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Zero-based page of the item at `start`. */
export function pageOf(start: number, perPage: number = EPISODES_PER_PAGE): number {
  return Math.floor(start / perPage);
}

/** Next adds a page, or wraps to 0 after the last page. */
export function nextStart(start: number, total: number, perPage: number = EPISODES_PER_PAGE): number {
  const next = start + perPage;
  return next >= total ? 0 : next;
}

/** Previous subtracts a page, or from the first page wraps to the start of the last page. */
export function previousStart(start: number, total: number, perPage: number = EPISODES_PER_PAGE): number {
  const previous = start - perPage;
  return previous < 0 ? (pageCount(total, perPage) - 1) * perPage : previous;
}

/** Start of a zero-based page, clamped to the pages that exist. */
export function startOfPage(page: number, total: number, perPage: number = EPISODES_PER_PAGE): number {
  const last = pageCount(total, perPage) - 1;
  return Math.min(Math.max(0, Math.trunc(page)), last) * perPage;
}

/** Zero-based indexes of the items on the page that begins at `start`. */
export function visibleIndexes(start: number, total: number, perPage: number = EPISODES_PER_PAGE): number[] {
  const end = Math.min(start + perPage, total);
  return Array.from({ length: Math.max(0, end - start) }, (_, offset) => start + offset);
}

/** The items of every page, in order: each page of the carousel is laid out side by side. */
export function pages(total: number, perPage: number = EPISODES_PER_PAGE): number[][] {
  return Array.from({ length: pageCount(total, perPage) }, (_, page) => visibleIndexes(page * perPage, total, perPage));
}

/** The page whose left edge is nearest to a scroll position, given each page's left edge. */
export function nearestPage(scrollLeft: number, pageLefts: readonly number[]): number {
  let nearest = 0;
  pageLefts.forEach((left, page) => {
    if (Math.abs(left - scrollLeft) < Math.abs((pageLefts[nearest] ?? 0) - scrollLeft)) nearest = page;
  });
  return nearest;
}

export type PageDot = { page: number; start: number; label: string; current: boolean };

/** One dot per page; accessible names read "Page N of M". */
export function pageDots(start: number, total: number, perPage: number = EPISODES_PER_PAGE): PageDot[] {
  const count = pageCount(total, perPage);
  const current = pageOf(start, perPage);
  return Array.from({ length: count }, (_, page) => ({
    page,
    start: page * perPage,
    label: `Page ${page + 1} of ${count}`,
    current: page === current,
  }));
}

/** "Episodes 7-12 of 40" (or "Episode 3 of 40" for one), for the visible summary beside the controls. */
export function rangeLabel(start: number, total: number, perPage: number = EPISODES_PER_PAGE): string {
  const indexes = visibleIndexes(start, total, perPage);
  const first = (indexes[0] ?? 0) + 1;
  const last = (indexes.at(-1) ?? 0) + 1;
  return first === last ? `Episode ${first} of ${total}` : `Episodes ${first}\u2013${last} of ${total}`;
}

/** The guests of the page that begins at `start`, for the live region to read after a move. */
export function pageGuests(start: number, guests: readonly string[], perPage: number = EPISODES_PER_PAGE): string {
  return visibleIndexes(start, guests.length, perPage)
    .map((index) => guests[index])
    .join("; ");
}

/** `epoch` changes on every move, so the rotation timer restarts after each one. */
export type CarouselState = { start: number; total: number; perPage: number; epoch: number };

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "go-to-page"; page: number }
  /** The rotation timer fired. */
  | { type: "advance" }
  /** The screen crossed 640 px: the current page becomes the one holding its first episode. */
  | { type: "set-per-page"; perPage: number };

export function initialCarouselState(total: number, perPage: number = EPISODES_PER_PAGE): CarouselState {
  return { start: 0, total, perPage, epoch: 0 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const { start, total, perPage } = state;
  switch (action.type) {
    case "next":
    case "advance":
      return { ...state, start: nextStart(start, total, perPage), epoch: state.epoch + 1 };
    case "previous":
      return { ...state, start: previousStart(start, total, perPage), epoch: state.epoch + 1 };
    case "go-to-page":
      // Choosing the current page is still a manual navigation: it restarts the timer.
      return { ...state, start: startOfPage(action.page, total, perPage), epoch: state.epoch + 1 };
    case "set-per-page":
      if (action.perPage === perPage) return state;
      return { ...state, perPage: action.perPage, start: start - (start % action.perPage), epoch: state.epoch + 1 };
  }
}

export type RotationConditions = {
  /** False until the page is interactive: the server and the first client render never rotate. */
  interactive: boolean;
  /** The visitor's choice with the rotation control. */
  playing: boolean;
  reducedMotion: boolean;
  dialogOpen: boolean;
  hovered: boolean;
  /** The carousel's controls are on screen: nothing moves where its stop button cannot be seen. */
  inView: boolean;
};

export type RotationStatus = "idle" | "reduced-motion" | "stopped" | "paused" | "rotating";

/**
 * WAI-ARIA APG carousel and WCAG 2.2.2: when auto-rotation may run, and why not. Any interaction
 * with the slides or their controls (keyboard focus included) sets `playing` to false for good;
 * hover, an open video and being scrolled out of view only pause it.
 */
export function rotationStatus(conditions: RotationConditions): RotationStatus {
  if (!conditions.interactive) return "idle";
  if (conditions.reducedMotion) return "reduced-motion";
  if (!conditions.playing) return "stopped";
  if (conditions.dialogOpen || conditions.hovered || !conditions.inView) return "paused";
  return "rotating";
}

/** Screen readers hear page changes only when the visitor caused them, not on every rotation. */
export function liveRegionMode(status: RotationStatus): "off" | "polite" {
  return status === "rotating" ? "off" : "polite";
}

/**
 * The identity of the running rotation timer: null means no timer. Whenever the key
 * changes, the old timer is cleared and a full interval starts again. So a manual move
 * (new epoch) restarts it, a pause clears it, and resuming starts a fresh interval.
 */
export function rotationTimerKey(status: RotationStatus, epoch: number): string | null {
  return status === "rotating" ? `rotating:${epoch}` : null;
}
