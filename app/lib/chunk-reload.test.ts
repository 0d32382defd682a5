import { expect, test } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReload } from "./chunk-reload";

test("failed dynamic imports are recognised in the wording of each browser", () => {
  expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
  expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
});

test("the first chunk failure reloads, a second one right after does not (no loop)", () => {
  expect(shouldReload(null, 1_000_000)).toBe(true);
  expect(shouldReload(1_000_000, 1_000_000 + 500)).toBe(false);
  expect(shouldReload(1_000_000, 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
});
