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
 * Costa Rica and Panama sit about 3 degrees apart: at phone widths their 24 px
 * markers would overlap, so Costa Rica's marker is drawn just offshore, with a
 * leader line to the country's centre.
 */
export const markerNudges: Readonly<Record<string, MapPoint>> = {
  "Costa Rica": { lat: 9.2, lng: -87.5 },
};

export function markerPoint(country: string, point: MapPoint): MapPoint {
  return markerNudges[country] ?? point;
}
