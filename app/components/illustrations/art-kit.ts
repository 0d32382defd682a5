// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.
import { round, SAFE_LEFT, SAFE_RIGHT } from "./canvas.ts";

// The drawing kit generated art shares: a seeded sequence, points, circles and smooth curves.

/** A repeatable random sequence in [0, 1) from a text (FNV-1a, then mulberry32). */
export function seededRandom(text: string): () => number {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export type Point = [number, number];

export const between = (random: Random, low: number, high: number) => low + (high - low) * random();
export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
export const circle = ([x, y]: Point, r: number, stroke: string, fill = "#fff") =>
  `<circle cx="${round(x)}" cy="${round(y)}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`;

/** Evenly spread x positions across the band every crop shows. */
export function spread(count: number, left = SAFE_LEFT + 16, right = SAFE_RIGHT - 16): number[] {
  return Array.from({ length: count }, (_, i) => left + ((right - left) * i) / Math.max(1, count - 1));
}

/** The cubic Bézier segments of a smooth curve through points (Catmull-Rom). */
function segments(points: readonly Point[]): [Point, Point, Point, Point][] {
  return points.slice(0, -1).map((p1, i) => {
    const p0 = points[Math.max(0, i - 1)] ?? p1;
    const p2 = points[i + 1] ?? p1;
    const p3 = points[Math.min(points.length - 1, i + 2)] ?? p2;
    return [
      p1,
      [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6],
      [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6],
      p2,
    ];
  });
}

export function smoothPath(points: readonly Point[]): string {
  const [first] = points;
  if (!first) return "";
  const xy = ([x, y]: Point) => `${round(x)} ${round(y)}`;
  return (
    `M${xy(first)}` +
    segments(points)
      .map(([, c1, c2, end]) => `C${xy(c1)} ${xy(c2)} ${xy(end)}`)
      .join("")
  );
}

/** `count` points spread along a smooth curve through `points`, ends included. */
export function along(points: readonly Point[], count: number): Point[] {
  const parts = segments(points);
  return Array.from({ length: count }, (_, i): Point => {
    const t = (i / (count - 1)) * parts.length;
    const index = Math.min(parts.length - 1, Math.floor(t));
    const part = parts[index];
    if (!part) return points[0] ?? [0, 0];
    const [a, b, c, d] = part;
    const u = t - index;
    const at = (k: 0 | 1) =>
      (1 - u) ** 3 * a[k] + 3 * (1 - u) ** 2 * u * b[k] + 3 * (1 - u) * u ** 2 * c[k] + u ** 3 * d[k];
    return [at(0), at(1)];
  });
}
