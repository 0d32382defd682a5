import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.ts";

/**
 * A rendered page as it is sent, with its CSP: a hash for each of its inline scripts (the
 * speculation rules, the form timing). For prerendered pages (at build, static-host.ts) and pages
 * rendered per request alike. The page's HTML is sent as React rendered it.
 */
export function finishPage(html: string, { mapsEnabled }: { mapsEnabled: boolean; page?: string }) {
  return { html, csp: pagePolicy(html, { mapsEnabled }) };
}

/** The Content-Security-Policy of a final page: a hash for each of its inline scripts. */
export function pagePolicy(html: string, { mapsEnabled }: { mapsEnabled: boolean }) {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), mapsEnabled });
}

/**
 * The prerendered pages of a client build: each `index.html` with its canonical path
 * ("/" for index.html, "/blog" for blog/index.html).
 */
export function* pageFiles(clientDir: string): Generator<{ path: string; file: string }> {
  for (const file of walk(clientDir)) {
    if (!file.endsWith(`${sep}index.html`) && file !== join(clientDir, "index.html")) continue;
    yield { path: `/${relative(clientDir, file).split(sep).slice(0, -1).join("/")}`, file };
  }
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") yield* walk(full);
    } else {
      yield full;
    }
  }
}
