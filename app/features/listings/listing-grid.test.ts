import { expect, test } from "vitest";
import { fillSpans } from "./listing-grid";

// How many of the six desktop tracks and two tablet tracks each card takes.
function desktopTracks(spans: string[]): number[] {
  return spans.map((span) => Number(/lg:col-span-(\d)/.exec(span)?.[1]));
}
function tabletTracks(spans: string[]): number[] {
  return spans.map((span) => (span.includes("sm:col-span-2") ? 2 : 1));
}

test("every row of a listing is full, whatever the number of cards", () => {
  for (let count = 1; count <= 12; count += 1) {
    const spans = fillSpans(count);
    expect(spans).toHaveLength(count);
    expect(desktopTracks(spans).reduce((sum, tracks) => sum + tracks, 0) % 6, `${count} on desktop`).toBe(0);
    expect(tabletTracks(spans).reduce((sum, tracks) => sum + tracks, 0) % 2, `${count} on tablet`).toBe(0);
  }
});

test("five cards are a row of three and a row of two halves", () => {
  expect(desktopTracks(fillSpans(5))).toEqual([2, 2, 2, 3, 3]);
  expect(tabletTracks(fillSpans(5))).toEqual([1, 1, 1, 1, 2]);
});

test("a last card alone takes the whole row", () => {
  expect(desktopTracks(fillSpans(4))).toEqual([2, 2, 2, 6]);
});
