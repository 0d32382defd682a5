import type { Config } from "@react-router/dev/config";
import { blogFilesOnDisk } from "./app/content/blog-files.server.ts";
import { prerenderPaths } from "./app/lib/site-pages.ts";

export default {
  ssr: true,
  // A separate folder per parallel build (e.g. BUILD_DIR=build-x); "build" by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
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
