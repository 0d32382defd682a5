import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
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
