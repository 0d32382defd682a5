import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";

// What the client build keeps: the files a visitor, a crawler or a static host can be sent to.
// React Router's Vite plugin always builds its browser client (the route modules, its manifest,
// a `.data` file per prerendered page) for the hydration no page of this site does (decision 011),
// and the server build leaves a second copy of the stylesheet beside the one pages link. Nothing
// asks for those files, so the build removes them (pruneClientFiles) and the server answers their
// addresses with the site's 404 page.

/** Files asked for by their address, not through a link: crawlers, browsers and static hosts. */
export const ADDRESSED_FILES = ["robots.txt", "sitemap.xml", "favicon.svg", "_headers"];

/** Files whose text can name other files (pages, stylesheets, scripts, feeds, SVG). */
const TEXT_FILES = /\.(html|css|js|json|xml|txt|svg|webmanifest)$|(^|\/)_headers$/;
/** A path or URL to a file in a text: what a link, a `src`, a CSS `url()` or an `import()` names. */
const REFERENCE =
  /(?:https?:\/\/[\w.:-]+)?[\w./@%~+-]*[\w@%~+-]\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif|gif|ico|pdf|json|xml|txt|html|webmanifest)\b/g;
/** Compressed copies go with the file they copy. */
const COMPRESSED = /\.(br|gz)$/;

/** Every file under `dir`, as a path relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(dir, path).split(sep).join("/"));
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Each file of the client build that something loads, with the first file found to name it
 * ("page" for the prerendered pages, "address" for ADDRESSED_FILES): the pages, and from them
 * whatever their text names, followed through stylesheets, scripts (an island's chunks, the
 * assistant's index), the feed and the sitemap. Compressed copies are left out.
 */
export function referencedFiles(clientDir: string): Map<string, string> {
  const files = listFiles(clientDir).filter((file) => !COMPRESSED.test(file));
  const exists = new Set(files);
  const referrers = new Map<string, string>();
  const queue: string[] = [];
  const reach = (file: string, by: string) => {
    if (referrers.has(file)) return;
    referrers.set(file, by);
    queue.push(file);
  };
  for (const file of files) if (file.endsWith(".html")) reach(file, "page");
  for (const file of ADDRESSED_FILES) if (exists.has(file)) reach(file, "address");
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!TEXT_FILES.test(file)) continue;
    const text = readFileSync(join(clientDir, file), "utf8");
    for (const [reference] of text.matchAll(REFERENCE)) {
      const target = resolveReference(reference, file, exists);
      if (target) reach(target, file);
    }
  }
  return referrers;
}

/**
 * The build's file a reference names: an absolute URL's path, a path from the site's root, or a
 * path relative to the file that names it (a chunk's `./other.js`, a stylesheet's `url()`), else
 * relative to the root (the preload lists Vite writes in a chunk).
 */
function resolveReference(reference: string, from: string, exists: Set<string>): string | undefined {
  let path = reference;
  if (/^https?:\/\//.test(path)) {
    if (!URL.canParse(path)) return undefined;
    path = new URL(path).pathname;
  }
  const candidates = path.startsWith("/")
    ? [path.slice(1)]
    : [posix.normalize(posix.join(posix.dirname(from), path)), posix.normalize(path)];
  return candidates.find((candidate) => exists.has(candidate));
}

/**
 * Removes every file of the client build that nothing loads (see referencedFiles), and the folders
 * left empty. Returns what went, for the build's log.
 */
export function pruneClientFiles(clientDir: string): { files: number; bytes: number } {
  const referenced = referencedFiles(clientDir);
  let files = 0;
  let bytes = 0;
  for (const file of listFiles(clientDir)) {
    if (referenced.has(file.replace(COMPRESSED, ""))) continue;
    const path = join(clientDir, file);
    bytes += statSync(path).size;
    files += 1;
    rmSync(path);
  }
  removeEmptyFolders(clientDir);
  return { files, bytes };
}

function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyFolders(join(dir, entry.name))) rmSync(join(dir, entry.name), { recursive: true });
    else empty = false;
  }
  return empty;
}
