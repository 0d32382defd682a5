import { expect, test } from "vitest";
import {
  carouselReducer,
  EPISODES_PER_PAGE,
  episodesPerPage,
  initialCarouselState,
  nearestPage,
  pages,
  liveRegionMode,
  nextStart,
  pageCount,
  pageDots,
  pageGuests,
  previousStart,
  rangeLabel,
  rotationStatus,
  rotationTimerKey,
  startOfPage,
  visibleIndexes,
  type CarouselState,
  type RotationConditions,
} from "./carousel-logic";

const rotating: RotationConditions = {
  interactive: true,
  playing: true,
  reducedMotion: false,
  dialogOpen: false,
  hovered: false,
  inView: true,
};

test("40 episodes at 6 per page make 7 pages", () => {
  expect(pageCount(40, 6)).toBe(7);
  expect(pageCount(36, 6)).toBe(6);
  expect(pageCount(0, 6)).toBe(1);
});

test("next adds 6 until the last page", () => {
  expect(nextStart(0, 40)).toBe(6);
  expect(nextStart(6, 40)).toBe(12);
  expect(nextStart(30, 40)).toBe(36);
});

test("next wraps to the first page after the last", () => {
  expect(nextStart(36, 40)).toBe(0);
  expect(nextStart(30, 36)).toBe(0);
});

test("previous subtracts 6", () => {
  expect(previousStart(36, 40)).toBe(30);
  expect(previousStart(6, 40)).toBe(0);
});

test("previous from the first page wraps to the start of the last page", () => {
  expect(previousStart(0, 40)).toBe(36);
  expect(previousStart(0, 36)).toBe(30);
});

test("the last page of 40 holds the remaining 4 episodes", () => {
  expect(visibleIndexes(36, 40)).toEqual([36, 37, 38, 39]);
  expect(visibleIndexes(0, 40)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(rangeLabel(36, 40)).toBe("Episodes 37\u201340 of 40");
  expect(rangeLabel(0, 40)).toBe("Episodes 1\u20136 of 40");
});

test("40 episodes make seven pages side by side, every episode on exactly one", () => {
  const laidOut = pages(40);
  expect(laidOut).toHaveLength(7);
  expect(laidOut[1]).toEqual([6, 7, 8, 9, 10, 11]);
  expect(laidOut[6]).toEqual([36, 37, 38, 39]);
  expect(laidOut.flat()).toEqual(Array.from({ length: 40 }, (_, index) => index));
});

test("a scroll position belongs to the page whose left edge is nearest", () => {
  const lefts = [0, 1024, 2048, 3072];
  expect(nearestPage(0, lefts)).toBe(0);
  expect(nearestPage(1030.5, lefts)).toBe(1);
  expect(nearestPage(2600, lefts)).toBe(3);
  expect(nearestPage(9999, lefts)).toBe(3);
});

test("there is one dot per page, named Page N of 7, with the current page marked", () => {
  const dots = pageDots(12, 40);
  expect(dots.map((dot) => dot.label)).toEqual([
    "Page 1 of 7",
    "Page 2 of 7",
    "Page 3 of 7",
    "Page 4 of 7",
    "Page 5 of 7",
    "Page 6 of 7",
    "Page 7 of 7",
  ]);
  expect(dots.filter((dot) => dot.current).map((dot) => dot.page)).toEqual([2]);
  expect(dots.map((dot) => dot.start)).toEqual([0, 6, 12, 18, 24, 30, 36]);
});

test("a dot goes to the start of its page, clamped to the pages that exist", () => {
  expect(startOfPage(6, 40)).toBe(36);
  expect(startOfPage(9, 40)).toBe(36);
  expect(startOfPage(-1, 40)).toBe(0);
});

test("the carousel starts at the first episode", () => {
  expect(initialCarouselState(40)).toEqual({ start: 0, total: 40, perPage: 6, epoch: 0 });
});

test("the reducer pages forward, back and to a dot, wrapping both ways", () => {
  const first = initialCarouselState(40);
  const back = carouselReducer(first, { type: "previous" });
  expect(back.start).toBe(36);
  expect(carouselReducer(back, { type: "next" }).start).toBe(0);
  expect(carouselReducer(first, { type: "go-to-page", page: 3 }).start).toBe(18);
  expect(carouselReducer(first, { type: "advance" }).start).toBe(6);
});

test("every move, manual or timed, starts a new timer epoch", () => {
  let state: CarouselState = initialCarouselState(40);
  const epochs = [state.epoch];
  for (const action of [
    { type: "next" },
    { type: "previous" },
    { type: "go-to-page", page: 0 },
    { type: "advance" },
  ] as const) {
    state = carouselReducer(state, action);
    epochs.push(state.epoch);
  }
  expect(new Set(epochs).size).toBe(epochs.length);
});

test("it rotates only when interactive, playing and not paused", () => {
  expect(rotationStatus(rotating)).toBe("rotating");
  expect(rotationStatus({ ...rotating, interactive: false })).toBe("idle");
  expect(rotationStatus({ ...rotating, playing: false })).toBe("stopped");
  expect(rotationStatus({ ...rotating, dialogOpen: true })).toBe("paused");
  expect(rotationStatus({ ...rotating, hovered: true })).toBe("paused");
  expect(rotationStatus({ ...rotating, inView: false })).toBe("paused");
});

test("reduced motion never rotates, whatever the other conditions", () => {
  expect(rotationStatus({ ...rotating, reducedMotion: true })).toBe("reduced-motion");
  expect(rotationStatus({ ...rotating, reducedMotion: true, playing: true })).not.toBe("rotating");
});

test("the live region is polite only when the carousel is not rotating", () => {
  expect(liveRegionMode("rotating")).toBe("off");
  for (const status of ["idle", "reduced-motion", "stopped", "paused"] as const) {
    expect(liveRegionMode(status)).toBe("polite");
  }
});

test("a manual navigation restarts the timer", () => {
  const before = initialCarouselState(40);
  const after = carouselReducer(before, { type: "next" });
  expect(rotationTimerKey("rotating", after.epoch)).not.toBe(rotationTimerKey("rotating", before.epoch));
});

test("choosing the current page's dot still restarts the timer", () => {
  const before = initialCarouselState(40);
  const after = carouselReducer(before, { type: "go-to-page", page: 0 });
  expect(after.start).toBe(before.start);
  expect(rotationTimerKey("rotating", after.epoch)).not.toBe(rotationTimerKey("rotating", before.epoch));
});

test("a re-render without a move keeps the running timer", () => {
  expect(rotationTimerKey("rotating", 3)).toBe(rotationTimerKey("rotating", 3));
});

test("pausing clears the timer and resuming starts a full new interval", () => {
  expect(rotationTimerKey("paused", 3)).toBeNull();
  expect(rotationTimerKey("stopped", 3)).toBeNull();
  expect(rotationTimerKey("reduced-motion", 3)).toBeNull();
  expect(rotationTimerKey("idle", 3)).toBeNull();
  expect(rotationTimerKey("rotating", 3)).not.toBeNull();
});

test("the live region names the guests of the page shown", () => {
  const guests = Array.from({ length: 8 }, (_, index) => `Guest ${index + 1}`);
  expect(pageGuests(6, guests)).toBe("Guest 7; Guest 8");
  expect(pageGuests(0, guests, 2)).toBe("Guest 1; Guest 2");
});

test("a phone shows one episode a page, a wider screen six", () => {
  expect(episodesPerPage(false)).toBe(1);
  expect(episodesPerPage(true)).toBe(EPISODES_PER_PAGE);
});

test("one episode a page: 40 pages, next and previous move by one and wrap both ways", () => {
  expect(pageCount(40, 1)).toBe(40);
  expect(nextStart(0, 40, 1)).toBe(1);
  expect(nextStart(39, 40, 1)).toBe(0);
  expect(previousStart(0, 40, 1)).toBe(39);
  expect(startOfPage(12, 40, 1)).toBe(12);
  expect(visibleIndexes(12, 40, 1)).toEqual([12]);
  expect(pages(3, 1)).toEqual([[0], [1], [2]]);
});

test("one episode a page reads as that episode, with its guest alone", () => {
  expect(rangeLabel(2, 40, 1)).toBe("Episode 3 of 40");
  expect(pageGuests(2, ["A", "B", "C", "D"], 1)).toBe("C");
});

test("crossing 640 px keeps the first episode shown on the page shown, and restarts the timer", () => {
  const phone: CarouselState = { start: 9, total: 40, perPage: 1, epoch: 4 };
  const wide = carouselReducer(phone, { type: "set-per-page", perPage: 6 });
  expect(wide).toEqual({ start: 6, total: 40, perPage: 6, epoch: 5 });
  expect(carouselReducer(wide, { type: "set-per-page", perPage: 1 })).toEqual({ ...wide, perPage: 1, epoch: 6 });
  // The same size is no change at all.
  expect(carouselReducer(wide, { type: "set-per-page", perPage: 6 })).toBe(wide);
});

test("on a phone the reducer pages one episode at a time", () => {
  const state = initialCarouselState(40, 1);
  expect(carouselReducer(state, { type: "next" }).start).toBe(1);
  expect(carouselReducer(state, { type: "previous" }).start).toBe(39);
  expect(carouselReducer(state, { type: "go-to-page", page: 7 }).start).toBe(7);
});
