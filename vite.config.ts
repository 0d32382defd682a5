import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { loadBuildSettings, loadSiteSettings, projectRoot } from "./config/env.ts";
import { publicationDay } from "./config/publication.ts";
import { toSiteConfig } from "./config/site.ts";
import { findHeadlessBrowser } from "./scripts/browser-path.ts";
import { clientEntries } from "./scripts/build/client-entries.ts";
import { contentMdx } from "./scripts/build/content-mdx.ts";
import { siteUpdatedDay } from "./scripts/build/site-updated.ts";
import { socialImages } from "./scripts/social-images/vite-plugin.ts";

// Public settings are validated here and baked into the client and prerendered pages;
// react-router.config.ts records them beside the build for the server to check.
const siteConfig = toSiteConfig(loadSiteSettings());
const day = publicationDay(siteConfig.timeZone);
// A production build with SITE_URL set refuses placeholder settings (ALLOW_PLACEHOLDERS=true for a demo).
const placeholderCheck: Plugin = {
  name: "placeholder-settings",
  apply: "build",
  config: () => void loadBuildSettings(),
};

export default defineConfig(({ command }) => ({
  define: {
    __SITE_CONFIG__: JSON.stringify(siteConfig),
    // A build that can print writes the documents' PDFs (react-router.config.ts) and links them.
    __PDF_DOWNLOADS__: JSON.stringify(command === "build" && findHeadlessBrowser() !== null),
    // Content dated after this day is scheduled, not published (app/content/publication.ts).
    __PUBLICATION_DAY__: JSON.stringify(day),
    // The sitemap's lastmod for the pages without a date of their own (scripts/build/site-updated.ts).
    __SITE_UPDATED__: JSON.stringify(command === "build" ? siteUpdatedDay(projectRoot, siteConfig.timeZone) : day),
  },
  // One stylesheet for the whole site, linked by the root route on every page. Split per chunk,
  // the root's CSS also counts as a dependency of every lazy chunk; React Router then adds "#"
  // to the page's link, Vite's preload does not recognise it, and the first lazy section to
  // load adds a second copy: the stylesheet parsed again and every element restyled, right
  // after hydration (a 150 ms task on a phone). React Router reads the top-level option.
  //
  // A build prints what it made, how long it took and what needs the owner (warnings, errors):
  // not each file, each prerendered path, the gzip sizes (budgets checks sizes) or Rolldown's
  // plugin timings (`node --cpu-prof scripts/build.ts` profiles a build).
  build: {
    cssCodeSplit: false,
    reportCompressedSize: false,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  logLevel: command === "build" ? "warn" : "info",
  plugins: [
    placeholderCheck,
    socialImages(siteConfig, command === "build" ? "production" : "development"),
    contentMdx({
      productName: siteConfig.productName,
      dropDrafts: command === "build",
      publicationDay: command === "build" ? day : undefined,
    }),
    tailwindcss(),
    reactRouter(),
    clientEntries(),
  ],
  resolve: { tsconfigPaths: true },
}));
