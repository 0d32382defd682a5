import { expect, test } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS, shouldReload } from "./chunk-reload";

test("the first chunk failure reloads, a second one right after does not (no loop)", () => {
  expect(shouldReload(null, 1_000_000)).toBe(true);
  expect(shouldReload(1_000_000, 1_000_000 + 500)).toBe(false);
  expect(shouldReload(1_000_000, 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
});
