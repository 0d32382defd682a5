import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

/** WCAG contrast ratio of two CSS colours given as `rgb()`/`rgba()` strings (alpha ignored). */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * An element's focus ring as drawn (outline) and its border, and the colour they sit on: the
 * first opaque background among its ancestors (the ring is drawn outside the element). Colours
 * come back as `rgb()`, translucent ones blended over that background, as the screen shows them.
 */
export function focusRing(element: Locator) {
  return element.evaluate(async (node) => {
    // Colours are read once their transitions (e.g. Tailwind's transition-colors on outline-color) have ended.
    await Promise.all(node.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const pixel = (color: string, over: string) => {
      canvas.clearRect(0, 0, 1, 1);
      for (const layer of [over, color]) {
        canvas.fillStyle = layer;
        canvas.fillRect(0, 0, 1, 1);
      }
      return canvas.getImageData(0, 0, 1, 1).data;
    };
    const painted = (color: string, over: string) => {
      const [r, g, b] = pixel(color, over);
      return `rgb(${r}, ${g}, ${b})`;
    };
    const style = getComputedStyle(node);
    let background = "rgb(255, 255, 255)";
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const color = getComputedStyle(parent).backgroundColor;
      if (pixel(color, "transparent")[3] === 255) {
        background = painted(color, "rgb(255, 255, 255)");
        break;
      }
    }
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: painted(style.outlineColor, background),
      background,
      border: painted(style.borderTopColor, background),
      borderWidth: parseFloat(style.borderTopWidth),
    };
  });
}

type Side = "left" | "right" | "top" | "bottom";

/** One side of a focus ring as the screen shows it (`ringOnScreen`). */
export type RingSide = {
  side: Side;
  /** Pixels of the ring's colour in a row, outwards from the element: 0 when it is not drawn there. */
  width: number;
  /** The ring's colour as drawn, and the colours just inside and just outside it, as `rgb()`. */
  ring?: string;
  inside?: string;
  outside?: string;
};

/** How far outside an element's edge `ringOnScreen` looks for its focus ring, in CSS px. */
export const RING_REACH = 12;

/**
 * The focus ring `element` draws (its outline), read from the screen, not from its style: on each
 * side whose middle is in the viewport, the pixels on a line from `reach` px outside the element's
 * edge to 2 px inside it. The ring is the run of pixels of the outline's colour; beside it, the
 * colours a viewer compares it with, whatever lies under it (a fixed button over a dark footer). A
 * ring that is clipped or covered has width 0 on that side.
 */
export async function ringOnScreen(page: Page, element: Locator, reach = RING_REACH): Promise<RingSide[]> {
  const outline = await element.evaluate(async (node) => {
    await Promise.all(node.getAnimations().map((animation) => animation.finished));
    return getComputedStyle(node).outlineColor;
  });
  const target = (outline.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const box = await element.boundingBox();
  if (!box) throw new Error("ringOnScreen: the element is not laid out");
  const middle = { x: Math.floor(box.x + box.width / 2), y: Math.floor(box.y + box.height / 2) };
  const left = Math.round(box.x);
  const top = Math.round(box.y);
  const right = Math.round(box.x + box.width);
  const bottom = Math.round(box.y + box.height);
  // Each strip runs from outside in (`reverse` when the screenshot reads it the other way).
  const strips: Array<{ side: Side; clip: { x: number; y: number; width: number; height: number }; reverse: boolean }> =
    [
      { side: "left", clip: { x: left - reach, y: middle.y, width: reach + 2, height: 1 }, reverse: false },
      { side: "right", clip: { x: right - 2, y: middle.y, width: reach + 2, height: 1 }, reverse: true },
      { side: "top", clip: { x: middle.x, y: top - reach, width: 1, height: reach + 2 }, reverse: false },
      { side: "bottom", clip: { x: middle.x, y: bottom - 2, width: 1, height: reach + 2 }, reverse: true },
    ];
  // One screenshot of the element and the ring's reach around it, cut to the viewport; each strip
  // is read from it.
  const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  const shot = {
    x: Math.max(0, left - reach - 1),
    y: Math.max(0, top - reach - 1),
    right: Math.min(viewport.width, right + reach + 1),
    bottom: Math.min(viewport.height, bottom + reach + 1),
  };
  const { data, info } = await sharp(
    await page.screenshot({ clip: { x: shot.x, y: shot.y, width: shot.right - shot.x, height: shot.bottom - shot.y } }),
  )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sides: RingSide[] = [];
  for (const { side, clip, reverse } of strips) {
    const inView =
      clip.x >= shot.x && clip.y >= shot.y && clip.x + clip.width <= shot.right && clip.y + clip.height <= shot.bottom;
    if (!inView) continue;
    const pixels: number[][] = [];
    for (let y = clip.y - shot.y; y < clip.y - shot.y + clip.height; y++) {
      for (let x = clip.x - shot.x; x < clip.x - shot.x + clip.width; x++) {
        const offset = (y * info.width + x) * 3;
        pixels.push([data[offset]!, data[offset + 1]!, data[offset + 2]!]);
      }
    }
    if (reverse) pixels.reverse();
    const isRing = (pixel: number[]) => pixel.every((channel, index) => Math.abs(channel - target[index]!) <= 24);
    const start = pixels.findIndex(isRing);
    if (start < 0) {
      sides.push({ side, width: 0 });
      continue;
    }
    let end = start;
    while (end + 1 < pixels.length && isRing(pixels[end + 1]!)) end += 1;
    const css = (pixel?: number[]) => (pixel ? `rgb(${pixel.join(", ")})` : undefined);
    sides.push({
      side,
      width: end - start + 1,
      ring: css(pixels[Math.floor((start + end) / 2)]),
      outside: css(pixels[start - 1]),
      inside: css(pixels[end + 1]),
    });
  }
  return sides;
}
