import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "@react-router/dev/config";
import { documentPaths, prerenderPaths } from "./app/lib/site-pages.ts";
import { writeBuildSettings } from "./config/build-settings.ts";
import { buildDirectory, loadEnvironment, loadSiteSettings } from "./config/env.ts";
import { parseMapsSettings } from "./config/maps.ts";
import { publicationDay } from "./config/publication.ts";
import { toSiteConfig } from "./config/site.ts";
import { precompressBuild } from "./server/static-files.ts";
import { routeTable } from "./server/route-table.ts";
import { prepareStaticHost } from "./server/static-host.ts";
import { loadContentIndex, type ContentIndex } from "./scripts/build/content-index.ts";
import { siteFigureTokens } from "./scripts/build/content-figures.ts";
import { writeContentManifest } from "./scripts/build/content-manifest.ts";
import { pruneClientFiles } from "./scripts/build/client-files.ts";
import { markMissingPdfs, writeDocumentPdfs } from "./scripts/build/document-pdfs.ts";
import { subsetSiteFont } from "./scripts/build/site-font.ts";

let content: Promise<ContentIndex> | undefined;
/** The content index as a production build sees it (drafts left out), loaded once per build. */
function productionContent() {
  return (content ??= loadContentIndex(toSiteConfig(loadSiteSettings()), "production"));
}

export default {
  ssr: true,
  buildDirectory: buildDirectory(),
  async buildEnd() {
    // The server refuses to serve a build under other public settings than these (config/build-settings.ts);
    // the end-to-end tests derive their expectations from the content the build was made from.
    const { timeZone, productName, siteUrl } = toSiteConfig(loadSiteSettings());
    const index = await productionContent();
    writeContentManifest(
      buildDirectory(),
      index,
      { day: publicationDay(timeZone), timeZone },
      siteFigureTokens(productName),
    );
    const scheduled = [...index.scheduled.posts, ...index.scheduled.caseStudies];
    if (scheduled.length > 0) {
      const list = scheduled.map((item) => `${item.slug} (${item.date})`);
      console.log(`scheduled, not published until a build on their date (${timeZone}): ${list.join(", ")}`);
    }
    writeBuildSettings(buildDirectory(), loadSiteSettings());
    // "Download PDF" serves these: each printable document as the print stylesheet lays it out.
    // A document that fails to print (twice) does not hold back the pages: its link says so until the next build.
    const pdfs = await writeDocumentPdfs(join(buildDirectory(), "client"), documentPaths(index), siteUrl);
    console.log(pdfs.summary);
    markMissingPdfs(join(buildDirectory(), "client"), pdfs.missing);
    // The font cut to the glyphs the pages draw, after the PDFs (printed with the full font, as before).
    console.log(await subsetSiteFont(buildDirectory()));
    // Only what a page, the feed, the sitemap or a script loads stays (React Router's own client goes).
    const pruned = pruneClientFiles(join(buildDirectory(), "client"));
    console.log(`client build: ${pruned.files} files no page loads removed (${Math.round(pruned.bytes / 1000)} kB)`);
    // The pages in their final form and a _headers file, so a static host or CDN can serve the client build.
    // A static host has no server to read the maps key at run time: its CSP follows the key set for the build.
    // Which pages read their query, the routes say (handle.readsQuery): the server build has them.
    // The server build just written, by its path (not a module Vite bundles).
    const serverBuild = pathToFileURL(join(buildDirectory(), "server", "index.js")).href;
    const routes = routeTable(await import(/* @vite-ignore */ serverBuild));
    prepareStaticHost(join(buildDirectory(), "client"), {
      mapsEnabled: parseMapsSettings(loadEnvironment()).apiKey !== "",
      readsQuery: (path) => routes.lookup(path).readsQuery,
    });
    // Compressed once here, after the pages are final, not at each server start: the server loads these copies.
    const started = performance.now();
    const { files, bytes } = await precompressBuild(join(buildDirectory(), "client"));
    const ms = Math.round(performance.now() - started);
    console.log(`precompressed: .br and .gz copies of ${files} files (${Math.round(bytes / 1000)} kB) in ${ms} ms`);
  },
  prerender: {
    // Every page the content index has: a new content file is prerendered without a code change.
    paths: async () => prerenderPaths(await productionContent()),
    concurrency: 4,
  },
} satisfies Config;
