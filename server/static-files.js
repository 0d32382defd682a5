import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { createEntity } from "./precompressed.js";

export const IMMUTABLE = "public, max-age=31536000, immutable";

// The types express.static (send, mime-types) gives these extensions, so moving a file
// into memory changes nothing a client sees. Other files stay with express.static.
/** @type {Record<string, { type: string; compressible: boolean }>} */
const TYPES = {
  ".js": { type: "text/javascript; charset=utf-8", compressible: true },
  ".css": { type: "text/css; charset=utf-8", compressible: true },
  ".svg": { type: "image/svg+xml", compressible: true },
  ".xml": { type: "application/xml", compressible: true },
  ".txt": { type: "text/plain; charset=utf-8", compressible: true },
  ".json": { type: "application/json; charset=utf-8", compressible: true },
  ".webmanifest": { type: "application/manifest+json; charset=utf-8", compressible: true },
  // React Router's prerendered data for client-side navigation.
  ".data": { type: "application/octet-stream", compressible: true },
  ".jpg": { type: "image/jpeg", compressible: false },
  ".jpeg": { type: "image/jpeg", compressible: false },
  ".png": { type: "image/png", compressible: false },
  ".webp": { type: "image/webp", compressible: false },
  ".avif": { type: "image/avif", compressible: false },
  ".woff2": { type: "font/woff2", compressible: false },
};
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * @typedef {import("./precompressed.js").Entity & { type: string; cacheControl: string }} StaticFile
 */

/**
 * Reads the client build's static files (not the HTML pages, which pages.js holds) into
 * memory with their compressed copies, keyed by URL path, so serving one needs no disk
 * access. Dotfiles, unknown types and very large files are left to express.static.
 * @param {string} clientDir
 * @returns {Map<string, StaticFile>}
 */
export function loadStaticFiles(clientDir) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  for (const file of walk(clientDir)) {
    const kind = TYPES[extname(file).toLowerCase()];
    if (!kind || statSync(file).size > MAX_FILE_BYTES) continue;
    const path = `/${relative(clientDir, file).split(sep).join("/")}`;
    files.set(path, {
      ...createEntity(readFileSync(file), { compressible: kind.compressible }),
      type: path.endsWith("/rss.xml") ? "application/rss+xml; charset=utf-8" : kind.type,
      cacheControl: cacheControl(path),
    });
  }
  return files;
}

/**
 * Fingerprinted assets never change; data files must be revalidated; the rest may be
 * cached for an hour.
 * @param {string} path
 */
export function cacheControl(path) {
  if (path.startsWith("/assets/")) return IMMUTABLE;
  if (path.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

/** @param {string} dir @returns {Generator<string>} */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
