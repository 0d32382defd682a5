import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-pages.ts";
import { writeBuildSettings } from "./config/build-settings.js";
import { buildDirectory, loadSiteSettings } from "./config/env.js";
import { toSiteConfig } from "./config/site.js";
import { loadContentIndex } from "./scripts/build/content-index.ts";

export default {
  ssr: true,
  buildDirectory: buildDirectory(),
  // The server refuses to serve a build under other public settings than these (config/build-settings.js).
  buildEnd: () => writeBuildSettings(buildDirectory(), loadSiteSettings()),
  prerender: {
    // Every page the content index has: a new content file is prerendered without a code change.
    paths: async () => prerenderPaths(await loadContentIndex(toSiteConfig(loadSiteSettings()), "production")),
    concurrency: 4,
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
