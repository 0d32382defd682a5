import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { clientEntryFiles, ENHANCE_ENTRY, ISLANDS_DIR } from "./client-entries";

test("the browser's entries are the enhancement module and every island file, found on disk", () => {
  const root = mkdtempSync(join(tmpdir(), "client-entries-"));
  mkdirSync(join(root, ISLANDS_DIR), { recursive: true });
  for (const file of ["carousel.client.tsx", "island.tsx", "hydrate.tsx", "map-view.client.tsx"]) {
    writeFileSync(join(root, ISLANDS_DIR, file), "");
  }
  expect(clientEntryFiles(root)).toEqual({
    enhance: ENHANCE_ENTRY,
    carousel: `${ISLANDS_DIR}/carousel.client.tsx`,
    "map-view": `${ISLANDS_DIR}/map-view.client.tsx`,
  });
});

test("the enhancement module is bundled by the copy of Rolldown that Vite itself runs", () => {
  const require = createRequire(import.meta.url);
  const ours = require("rolldown/package.json").version;
  const vites = createRequire(require.resolve("vite"))("rolldown/package.json").version;
  // When Vite moves to another Rolldown, package.json's pin follows it (decision 011).
  expect(ours, `package.json pins rolldown ${ours}; Vite runs ${vites}`).toBe(vites);
});
