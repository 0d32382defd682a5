import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Builds lucide-react's icons with app/lib/lucide-icon.ts instead of the package's icon
 * runtime (sizes, context, stroke maths: about 2 kB gzip on every page). Each icon module
 * imports `../createLucideIcon.mjs`; this plugin points that one import elsewhere, for the
 * server and the browser alike, so prerendered and hydrated SVG are the same.
 */
export function leanIcons(replacement = "app/lib/lucide-icon.ts"): Plugin {
  const target = resolve(replacement);
  return {
    name: "mamut:lean-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)) {
        return target;
      }
      return null;
    },
  };
}
