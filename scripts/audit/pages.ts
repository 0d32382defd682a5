// Pure helpers of the Lighthouse audit (unit-tested in pages.test.ts).

/**
 * A page's template, as its route pattern: /blog/a and /blog/b are both "/blog/*"; a page
 * with a single segment is its own.
 */
export function templateOf(path: string) {
  const segments = path.split("/").filter(Boolean);
  return segments.length > 1 ? `/${segments.slice(0, -1).join("/")}/*` : path;
}

/** One URL per template, the first of each. */
export function samplePaths(paths: string[]) {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const pattern = templateOf(path);
    if (seen.has(pattern)) return false;
    seen.add(pattern);
    return true;
  });
}

/**
 * The same HTML without its React islands' modules (`data-island-module`, which the enhancement
 * module loads after the first paint, app/enhance/islands.ts): the page as it paints without
 * React, with the enhancement module that every page, with an island or not, loads.
 */
export function withoutIslands(html: string) {
  return html.replace(/\sdata-island-module="[^"]*"/g, "");
}
