import type { Config } from "@react-router/dev/config";
import { blogFilesOnDisk } from "./app/content/blog-files.server.ts";
import { prerenderPaths } from "./app/lib/site-pages.ts";
import { writeBuildSettings } from "./config/build-settings.js";
import { buildDirectory, loadSiteSettings } from "./config/env.js";

export default {
  ssr: true,
  buildDirectory: buildDirectory(),
  // The server refuses to serve a build under other public settings than these (config/build-settings.js).
  buildEnd: () => writeBuildSettings(buildDirectory(), loadSiteSettings()),
  prerender: {
    paths: () => prerenderPaths(blogFilesOnDisk()),
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
