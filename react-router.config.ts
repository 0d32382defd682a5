import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-pages.ts";

export default {
  ssr: true,
  prerender: {
    paths: () => prerenderPaths(),
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
