/**
 * The frame of public/images/talent-map/latin-america.svg (an equirectangular
 * drawing): markers placed with `toMapPercent` land on the drawn countries.
 */
export const mapFrame = { west: -118.5, east: -33.5, north: 33.5, south: -56.5, width: 680, height: 720 } as const;

export type MapPoint = { lat: number; lng: number };

/** Position on the drawing as percentages of its width and height. */
export function toMapPercent({ lat, lng }: MapPoint, frame = mapFrame): { left: number; top: number } {
  return {
    left: ((lng - frame.west) / (frame.east - frame.west)) * 100,
    top: ((frame.north - lat) / (frame.north - frame.south)) * 100,
  };
}

/**
 * Central America, Colombia and Ecuador sit a few degrees apart: at 320 px their 24 px markers
 * would overlap (WCAG 2.5.8), so those markers are drawn offshore, each with a leader line to
 * its country's centre. Every pair of markers is at least 8 degrees apart in latitude or
 * longitude (26 px on a 280 px map).
 */
export const markerNudges: Readonly<Record<string, MapPoint>> = {
  Guatemala: { lat: 12, lng: -94 },
  "Costa Rica": { lat: 4, lng: -88 },
  Panama: { lat: 14, lng: -80.8 },
  Ecuador: { lat: -4, lng: -84 },
};

export function markerPoint(country: string, point: MapPoint): MapPoint {
  return markerNudges[country] ?? point;
}
