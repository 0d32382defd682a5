import { expect, test } from "vitest";
import { talentCountries } from "~/content/talent-countries";
import { mapFrame, markerPoint, toMapPercent } from "./projection";

test("the corners of the frame map to the corners of the drawing", () => {
  expect(toMapPercent({ lat: mapFrame.north, lng: mapFrame.west })).toEqual({ left: 0, top: 0 });
  expect(toMapPercent({ lat: mapFrame.south, lng: mapFrame.east })).toEqual({ left: 100, top: 100 });
});

test("every talent country lands inside the drawing", () => {
  for (const country of talentCountries) {
    const { left, top } = toMapPercent(markerPoint(country.country, country));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(100);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(100);
  }
});

// Markers are squares to the browser: neighbours must be a full marker apart on one axis.
for (const [width, marker, screen] of [
  [286, 24, "a 320 px screen"],
  [326, 24, "a 360 px screen"],
  [460, 28, "the narrowest two-column layout"],
] as const) {
  test(`${marker} px markers never overlap on ${screen}`, () => {
    const height = (width * mapFrame.height) / mapFrame.width;
    const points = talentCountries.map((country) => {
      const { left, top } = toMapPercent(markerPoint(country.country, country));
      return { name: country.country, x: (left / 100) * width, y: (top / 100) * height };
    });
    for (const a of points) {
      for (const b of points) {
        if (a === b) continue;
        const gap = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
        expect(gap, `${a.name} to ${b.name}`).toBeGreaterThanOrEqual(marker);
      }
    }
  });
}
