import type { Locator } from "@playwright/test";

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
