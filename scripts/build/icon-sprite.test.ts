import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { NAME_FILE, nameModuleOf, readIcons, SPRITE_FILE, spriteOf, toSymbol } from "./icon-sprite.ts";

test("the committed sprite and icon names are the ones the icon files make (npm run icons)", async () => {
  const icons = await readIcons();
  expect(icons.length).toBeGreaterThan(0);
  expect(await readFile(SPRITE_FILE, "utf8")).toBe(spriteOf(icons));
  expect(await readFile(NAME_FILE, "utf8")).toBe(nameModuleOf(icons));
});

test("an icon becomes a symbol named after its file that keeps only its viewBox and shapes", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
  <path d="M5 12h14" />
  <path d="m12 5 7 7-7 7" />
</svg>
`;
  expect(toSymbol({ name: "arrow-right", svg })).toBe(
    '<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14" /><path d="m12 5 7 7-7 7" /></symbol>',
  );
});

test("an icon drawn with other stroke settings than lucide's is refused, naming the file", () => {
  const svg = '<svg viewBox="0 0 24 24" fill="currentColor"><path d="M5 12h14" /></svg>';
  expect(() => toSymbol({ name: "solid", svg })).toThrow("solid.svg must draw as lucide's icons do");
});

test("an icon file name that is not kebab-case is refused", () => {
  expect(() => toSymbol({ name: "ArrowRight", svg: "<svg></svg>" })).toThrow("kebab-case");
});
