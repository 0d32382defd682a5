import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The site's icons are SVG files (lucide's artwork, see the LICENSE beside them), drawn from
 * one sprite by `<Icon name="..." />` (app/components/ui/icon.tsx). This script writes the
 * sprite and the `IconName` type from those files: run `npm run icons` after adding or
 * removing one. Both outputs are committed, so a fresh clone typechecks and builds without
 * a generation step; a unit test fails while either is out of date.
 */
export const ICON_DIR = "app/components/ui/icons";
export const SPRITE_FILE = "app/components/ui/icon-sprite.svg";
export const NAME_FILE = "app/components/ui/icon-name.ts";

// The sprite is served as it is: the license travels with the artwork, as it did in lucide-react's modules.
const NOTICE =
  "<!-- Lucide icons, https://lucide.dev: ISC License, Copyright (c) 2026 Lucide Icons and Contributors; " +
  "icons derived from Feather: MIT License, Copyright (c) 2013-present Cole Bemis -->";

/**
 * lucide's drawing settings, the same for every icon. `Icon` sets them on its own `<svg>`
 * rather than the sprite on each `<symbol>`, so a class on an icon (`fill-current`) still wins.
 */
export const DRAWING = {
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
};

/** An icon file: its name (the file's, without .svg) and its text. */
type IconFile = { name: string; svg: string };

// Size and class belong to each use of an icon, not to its drawing.
const IGNORED_ATTRIBUTES = new Set(["xmlns", "width", "height", "class"]);

/** Reads every `<name>.svg` in the folder, sorted by name. */
export async function readIcons(dir = ICON_DIR): Promise<IconFile[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith(".svg")).sort();
  return Promise.all(
    files.map(async (file) => ({ name: file.slice(0, -".svg".length), svg: await readFile(join(dir, file), "utf8") })),
  );
}

/** One icon file as a `<symbol>` whose id is its name and which keeps its viewBox. */
export function toSymbol({ name, svg }: IconFile) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`Icon file name must be kebab-case: ${name}.svg`);
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error(`${name}.svg must be a single <svg> element`);
  const [, attributes = "", body = ""] = match;
  const found = Object.fromEntries(
    [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .filter(([, attribute = ""]) => !IGNORED_ATTRIBUTES.has(attribute))
      .map(([, attribute, value]) => [attribute, value]),
  );
  const { viewBox, ...drawing } = found;
  if (!viewBox) throw new Error(`${name}.svg has no viewBox`);
  if (JSON.stringify(drawing) !== JSON.stringify(DRAWING)) {
    throw new Error(`${name}.svg must draw as lucide's icons do: ${JSON.stringify(DRAWING)}`);
  }
  const shapes = body
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("");
  return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
}

export function spriteOf(icons: IconFile[]) {
  return [
    NOTICE,
    `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0">`,
    ...icons.map((icon) => `  ${toSymbol(icon)}`),
    "</svg>",
    "",
  ].join("\n");
}

export function nameModuleOf(icons: Array<{ name: string }>) {
  return [
    `// Written by scripts/build/icon-sprite.ts from ${ICON_DIR}/*.svg (npm run icons): do not edit.`,
    "export type IconName =",
    ...icons.map(({ name }, index) => `  | "${name}"${index === icons.length - 1 ? ";" : ""}`),
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const icons = await readIcons();
  await writeFile(SPRITE_FILE, spriteOf(icons));
  await writeFile(NAME_FILE, nameModuleOf(icons));
  console.log(`${icons.length} icons: ${SPRITE_FILE}, ${NAME_FILE}`);
}
