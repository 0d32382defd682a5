// Pure helpers of the Lighthouse audit (unit-tested in pages.test.mjs).

/**
 * One URL per route pattern: /blog/a and /blog/b are both "/blog/*".
 * @param {string[]} paths
 */
export function samplePaths(paths) {
  const seen = new Set();
  return paths.filter((path) => {
    const segments = path.split("/").filter(Boolean);
    const pattern = segments.length > 1 ? `/${segments.slice(0, -1).join("/")}/*` : path;
    if (seen.has(pattern)) return false;
    seen.add(pattern);
    return true;
  });
}

/**
 * The same HTML without anything that runs or preloads JavaScript: the fastest the page's
 * HTML and CSS alone can paint.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script["']?[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
}
