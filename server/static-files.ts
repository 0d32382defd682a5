import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import { pagePolicy } from "./pages.ts";
import { type Entity, compressCopies, createEntity } from "./precompressed.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";

// The types express.static (send, mime-types) gave these extensions before every file was
// served from memory, so a client sees the same headers.
const TYPES: Record<string, { type: string; compressible: boolean }> = {
  ".html": { type: "text/html; charset=utf-8", compressible: true },
  ".js": { type: "text/javascript; charset=utf-8", compressible: true },
  ".css": { type: "text/css; charset=utf-8", compressible: true },
  ".svg": { type: "image/svg+xml", compressible: true },
  ".xml": { type: "application/xml", compressible: true },
  ".txt": { type: "text/plain; charset=utf-8", compressible: true },
  ".json": { type: "application/json; charset=utf-8", compressible: true },
  ".webmanifest": { type: "application/manifest+json; charset=utf-8", compressible: true },
  ".ico": { type: "image/x-icon", compressible: true },
  ".jpg": { type: "image/jpeg", compressible: false },
  ".jpeg": { type: "image/jpeg", compressible: false },
  ".png": { type: "image/png", compressible: false },
  ".gif": { type: "image/gif", compressible: false },
  ".webp": { type: "image/webp", compressible: false },
  ".avif": { type: "image/avif", compressible: false },
  ".woff2": { type: "font/woff2", compressible: false },
  ".pdf": { type: "application/pdf", compressible: false },
};
const UNKNOWN = { type: "application/octet-stream", compressible: false };

/** Beside build/client: the ETag of each body the build wrote .br and .gz copies of. */
const MANIFEST = "precompressed.json";

/**
 * A file of the client build as the server sends it. A prerendered page (`csp` set) is keyed by
 * its address ("/" for index.html, "/blog" for blog/index.html) and sent as finishPage makes it.
 */
export type StaticFile = Entity & { type: string; cacheControl: string; csp?: string };
export type Served = {
  file: string;
  path: string;
  body: Buffer;
  type: string;
  compressible: boolean;
  cacheControl: string;
  csp?: string;
};

/**
 * Build step (react-router.config.ts buildEnd): writes `<file>.br` and `<file>.gz` next to each
 * compressible file at the best settings (pages are already in their final form, see
 * static-host.ts, so a page's copies are of the page as it is sent); records each body's ETag so a server can tell current copies from stale ones.
 */
export async function precompressBuild(clientDir: string): Promise<{ files: number; bytes: number }> {
  const manifest: Record<string, string> = {};
  let files = 0;
  let bytes = 0;
  const compressible = [...servedFiles(clientDir, { mapsEnabled: false })].filter((served) => served.compressible);
  // All at once: zlib's thread pool runs them on every core.
  const copies = await Promise.all(compressible.map((served) => compressCopies(served.body, { effort: "build" })));
  for (const [index, served] of compressible.entries()) {
    const { gzip, br } = copies[index] ?? {};
    if (gzip) writeFileSync(`${served.file}.gz`, gzip);
    if (br) writeFileSync(`${served.file}.br`, br);
    if (!gzip && !br) continue;
    manifest[served.path] = createEntity(served.body).etag;
    files += 1;
    bytes += (gzip?.length ?? 0) + (br?.length ?? 0);
  }
  writeFileSync(join(dirname(clientDir), MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return { files, bytes };
}

/**
 * Reads every file of the client build into memory, keyed by URL path, with the compressed
 * copies the build made, so serving one needs no disk access and no compression. A body whose
 * copies are missing or were made from other bytes (a build older than the server's code) is
 * compressed here, at the quick settings, and counted in `compressedNow`.
 */
export async function loadStaticFiles(
  clientDir: string,
  { mapsEnabled }: { mapsEnabled: boolean },
): Promise<{ files: Map<string, StaticFile>; compressedNow: number }> {
  const manifestFile = join(dirname(clientDir), MANIFEST);
  const manifest: Record<string, string> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  const files = new Map<string, StaticFile>();
  let compressedNow = 0;
  for (const { file, path, body, type, compressible, cacheControl, csp } of servedFiles(clientDir, { mapsEnabled })) {
    let entity = createEntity(body);
    if (compressible && manifest[path] === entity.etag) {
      entity = createEntity(body, { gzip: readIfExists(`${file}.gz`), br: readIfExists(`${file}.br`) });
    } else if (compressible) {
      const copies = await compressCopies(body, { effort: "quick" });
      entity = { ...entity, ...copies };
      if (copies.br || copies.gzip) compressedNow += 1;
    }
    files.set(path, { ...entity, type, cacheControl, ...(csp === undefined ? {} : { csp }) });
  }
  return { files, compressedNow };
}

/**
 * Fingerprinted assets never change; pages must be revalidated; the rest may
 * be cached for an hour.
 */
export function cacheControl(path: string) {
  if (path.startsWith("/assets/")) return IMMUTABLE;
  if (path.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

function* servedFiles(clientDir: string, { mapsEnabled }: { mapsEnabled: boolean }): Generator<Served> {
  for (const file of walk(clientDir)) {
    const path = `/${relative(clientDir, file).split(sep).join("/")}`;
    const kind = TYPES[extname(file).toLowerCase()] ?? UNKNOWN;
    const raw = readFileSync(file);
    if (path === "/index.html" || path.endsWith("/index.html")) {
      const page = path.slice(0, -"/index.html".length) || "/";
      // Already final: the build wrote each page as it is sent (static-host.ts, finishPage).
      const csp = pagePolicy(raw.toString("utf8"), { mapsEnabled });
      yield { file, path: page, body: raw, ...kind, cacheControl: "no-cache", csp };
      continue;
    }
    const type = path.endsWith("/rss.xml") ? "application/rss+xml; charset=utf-8" : kind.type;
    yield { file, path, body: raw, type, compressible: kind.compressible, cacheControl: cacheControl(path) };
  }
}

function readIfExists(file: string) {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/** The build's files, without dotfiles and without the compressed copies this module writes. */
function* walk(dir: string, root = dir): Generator<string> {
  const entries = readdirSync(dir, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    // Dotfiles, and the header rules written for static hosts (static-host.ts), are not published.
    if (entry.name.startsWith(".") || (dir === root && entry.name === "_headers")) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, root);
    else if (entry.isFile() && !isCopy(entry.name, names)) yield full;
  }
}

function isCopy(name: string, siblings: Set<string>) {
  return /\.(br|gz)$/.test(name) && siblings.has(name.slice(0, -3));
}
