// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.

/**
 * The signature: the mark's ridge, the line of a mammoth's back drawn as an "M" with its tusk
 * hooked at the end (logos/mamut-mark.svg), without the mark's square. Coordinates are the mark's
 * own 32-unit box, so every use is the mark's line, never a redrawing. docs/design-system.md has the rule.
 */
export const RIDGE = "M7.5 23.5V11l5.75 7.25L16 14.5l2.75 3.75L24.5 11v12.5";
export const TUSK = "M24.5 23.5c0 1.8-1.6 2.6-3.2 2";
/** The stroke the mark draws both with, in its 32-unit box. */
export const RIDGE_STROKE = 2.6;

/** The ridge's box in the mark's units (line caps included). */
const BOX = { x: 6.2, y: 9.7, width: 19.6, height: 17.2 } as const;

/**
 * The ridge as SVG markup, its box's top left at (x, y) and `width` wide: the hallmark every
 * generated picture (covers, case-study charts) carries in the same corner.
 */
export function ridgeMarkup(x: number, y: number, width: number, colour: string): string {
  const scale = width / BOX.width;
  const at = (n: number) => Math.round(n * 100) / 100;
  return (
    `<g transform="translate(${at(x - BOX.x * scale)} ${at(y - BOX.y * scale)}) scale(${at(scale)})" stroke="${colour}" stroke-width="${RIDGE_STROKE}" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${RIDGE}"/><path d="${TUSK}"/></g>`
  );
}
