// What a page runs, read from its HTML and the client build: shared by `npm run budgets` and the
// end-to-end test of which pages load React (tests/e2e/react-per-page.spec.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** In React DOM's code only: the property it marks a root's container with. */
export const REACT_DOM_MARK = "__reactContainer$";

/**
 * The scripts of a page as served: the module scripts it loads (`src`), the text of its inline
 * scripts (JSON-LD left out: data for crawlers, not run), the modules it preloads, the React
 * islands it renders (`data-island`, app/islands/island.tsx) and their modules, which the
 * enhancement module loads after the first paint (`data-island-module`, one per kind of island).
 */
export function pageScripts(html: string) {
  const modules: string[] = [];
  let inline = "";
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) modules.push(src);
    else if (!/ld\+json/.test(attributes)) inline += body;
  }
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  const islands = [...html.matchAll(/\bdata-island="([\w-]+)"/g)].map((match) => match[1] ?? "");
  const islandModules = [
    ...new Set([...html.matchAll(/\bdata-island-module="([^"]+)"/g)].map((match) => match[1] ?? "")),
  ];
  return { modules, inline, preloads, islands, islandModules };
}

/**
 * The files plus every module they import statically, read from the client build. Dynamic
 * `import()` calls are left out: they load on demand.
 * @param files root-relative URLs, e.g. /assets/enhance-abc.js
 */
export function withStaticImports(
  clientDir: string,
  files: string[],
  read = (url: string) => readFileSync(join(clientDir, url), "utf8"),
) {
  const seen = new Set(files.filter((file) => file.startsWith("/assets/") && existsSync(join(clientDir, file))));
  const queue = [...seen];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const match of read(file).matchAll(/\bimport\s*(?:[^()"'`;]*?\bfrom\s*)?["'](\.\.?\/[^"']+\.js)["']/g)) {
      const target = new URL(match[1] ?? "", `http://x${file}`).pathname;
      if (!seen.has(target) && existsSync(join(clientDir, target))) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** Whether a page runs React DOM: one of the modules it loads does, or imports one that does. */
export function loadsReactDom(clientDir: string, html: string) {
  const { modules, preloads, islandModules } = pageScripts(html);
  return withStaticImports(clientDir, [...modules, ...preloads, ...islandModules]).some((file) =>
    readFileSync(join(clientDir, file), "utf8").includes(REACT_DOM_MARK),
  );
}
