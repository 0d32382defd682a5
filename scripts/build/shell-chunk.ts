import { resolve } from "node:path";
import type { Plugin } from "vite";

// React, React DOM and React Router keep the chunks Vite gives them.
const LEFT_OUT = [
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  /\.css($|\?)/,
];

const PAGE_PARTS =
  /[\\/]app[\\/](components[\\/](illustrations[\\/]illustration|ui[\\/]badge)|features[\\/]one-pagers[\\/](page-actions|figure-text|labels))\.tsx$/;
const DOCUMENT_PARTS =
  /[\\/]app[\\/](components[\\/](print-button|pdf-download|breadcrumbs)\.tsx|lib[\\/]document-pdf\.ts)$/;

/**
 * Puts the modules the root route imports statically (header, floating buttons, small UI
 * parts) into one "shell" chunk of the client build, instead of a dozen chunks of a few
 * hundred bytes each. Every page loads the root route, so no page loads more code; each loads
 * fewer files, and one file compresses better than many. It relies on Rolldown's
 * `codeSplitting.groups`; it stays because it still earns its place: measured with
 * `npm run budgets` after the icon sprite (2026-11-24), initial JS is 116.9-124.2 kB gzip
 * with it and 119.3-127.0 kB without, 20 of 37 routes then over the 125 kB budget.
 */
export function shellChunk(rootModule = "app/root.tsx"): Plugin {
  const rootFile = resolve(rootModule);
  const members = new Set<string>();
  return {
    name: "mamut:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: "shell", test: (id: string) => members.has(id), priority: 10 },
                    // Small presentational parts the one-pagers, case studies and listings share (200-500
                    // bytes each): one chunk instead of five, each with its own imports and exports.
                    // Measured 2026-11-24: one-pagers 125.4-125.6 kB -> 124.8-125.1 kB initial JS.
                    { name: "page-parts", test: (id: string) => PAGE_PARTS.test(id), priority: 5 },
                    // The PDF and print controls and the breadcrumbs, which the document pages (one-pagers,
                    // case studies, the policy, the framework, the calculator) show together at the top.
                    { name: "document-parts", test: (id: string) => DOCUMENT_PARTS.test(id), priority: 5 },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    // The module graph is complete here, before chunks are made.
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => id.startsWith(rootFile));
      const seen = new Set(queue);
      while (queue.length > 0) {
        const id = queue.shift() as string;
        if (LEFT_OUT.some((pattern) => pattern.test(id))) continue;
        members.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (!seen.has(imported)) {
            seen.add(imported);
            queue.push(imported);
          }
        }
      }
    },
  };
}
