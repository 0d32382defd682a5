// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.
import { ridgeMarkup } from "./signature.ts";

/** The illustration system's canvas (public/illustrations): 640 x 336, a 32 px hairline grid on a light ground. */
export const W = 640;
export const H = 336;

export const BRAND = "#4f46e5";
export const BRAND_LIGHT = "#c6ceff";
export const BRAND_LINE = "#a3adfd";
export const DATA = "#0d9488";
export const DATA_LIGHT = "#5eead4";
export const DATA_FILL = "#ccfbf1";
export const INK = "#312e81";
export const GROUND = "#f5f7ff";
export const GRID = "#e0e5ff";

/**
 * The band generated art draws its subject in (a unit test renders each cover to check), so a
 * cover keeps a margin of ground on either side, as the motif files do.
 */
export const SAFE_LEFT = 96;
export const SAFE_RIGHT = 544;

export const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The ground and its grid, drawn a canvas beyond each edge: the file has no size of its own and
 * meets its box (preserveAspectRatio), so a box of any shape shows the whole drawing, centred, with
 * the grid running on to the box's edges instead of cutting the drawing off.
 */
export function ground(): string {
  let d = "";
  for (let x = -W + 32; x < 2 * W; x += 32) d += `M${x} ${-H}V${2 * H}`;
  for (let y = -H + 32; y < 2 * H; y += 32) d += `M${-W} ${y}H${2 * W}`;
  return `<rect x="${-W}" y="${-H}" width="${3 * W}" height="${3 * H}" fill="${GROUND}"/><path d="${d}" stroke="${GRID}" stroke-width="1"/>`;
}

/** Where every picture carries the signature (signature.ts): the bottom right of the band every crop shows. */
export const HALLMARK = { x: SAFE_RIGHT - 30, y: H - 34, width: 30 } as const;

/**
 * A standalone SVG file of the canvas: the ground, the drawing, then the signature in its corner
 * (the hallmark of Mamut's art); shapes only, never text.
 */
export function svgDocument(body: string): string {
  const hallmark = ridgeMarkup(HALLMARK.x, HALLMARK.y, HALLMARK.width, INK);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid meet" fill="none" stroke-linecap="round" stroke-linejoin="round">${ground()}${body}${hallmark}</svg>\n`;
}
