import { resolve } from "node:path";
import { runnerImport } from "vite";
import type { ContentIndex } from "../../app/content/content-index.ts";
import { publicationDay } from "../../config/publication.ts";
import type { SiteConfig } from "../../config/site.ts";
import { checkContentLinks } from "./content-links.ts";
import { contentMdx } from "./content-mdx.ts";

export type { ContentIndex };

/**
 * The app's content index (app/content/content-index.ts), validated, for build steps that run
 * outside the app bundle: the prerender list (react-router.config.ts) and the social images.
 * It is loaded through Vite, with the app's MDX pipeline and settings, so it is the very index
 * the pages, the sitemap, the feed and the assistant use. For production its links are checked too
 * (content-links.ts).
 */
export async function loadContentIndex(siteConfig: SiteConfig, mode: "production" | "development") {
  const module = await loadContentModule<typeof import("../../app/content/content-index.ts")>(
    "app/content/content-index.ts",
    siteConfig,
    mode,
  );
  // A production build publishes no broken link; while developing, pages show what they link to.
  if (mode === "production") {
    await linksCheckedOnce(module.contentIndex, siteConfig.productName).catch((error: unknown) => {
      throw contentLoadError(error);
    });
  }
  return module.contentIndex;
}

/**
 * Any app module that reads content (e.g. the assistant's evaluation set), loaded the same way:
 * the app's MDX pipeline and settings, drafts dropped in production.
 */
export async function loadContentModule<T>(
  file: string,
  siteConfig: SiteConfig,
  mode: "production" | "development",
): Promise<T> {
  try {
    const { module } = await runnerImport<T>(resolve(file), {
      mode,
      logLevel: "error",
      define: {
        __SITE_CONFIG__: JSON.stringify(siteConfig),
        __PUBLICATION_DAY__: JSON.stringify(publicationDay(siteConfig.timeZone)),
        "import.meta.env.DEV": JSON.stringify(mode !== "production"),
      },
      plugins: [contentMdx({ productName: siteConfig.productName, dropDrafts: mode === "production" })],
      resolve: { tsconfigPaths: true },
    });
    return module;
  } catch (error) {
    throw contentLoadError(error);
  }
}

const LINKS_CHECKED = Symbol.for("mamut.contentLinksChecked");

/**
 * The link check, once per build: the social images plugin and react-router.config.ts both
 * load the index, each through its own copy of this module, so the promise is kept on globalThis.
 */
function linksCheckedOnce(index: ContentIndex, productName: string): Promise<void> {
  const store = globalThis as unknown as Record<symbol, Promise<void> | undefined>;
  return (store[LINKS_CHECKED] ??= (async () => {
    const started = performance.now();
    const count = await checkContentLinks(index, productName);
    console.log(`content links: ${count} checked in ${Math.round(performance.now() - started)} ms`);
  })());
}

/** A content mistake as its message alone (file and field), not a stack through Vite's runner. */
function contentLoadError(error: unknown): Error {
  if (error instanceof Error && /Invalid content in /.test(error.message)) {
    const clean = new Error(error.message.slice(error.message.indexOf("Invalid content in ")));
    clean.stack = clean.message;
    return clean;
  }
  return error instanceof Error ? error : new Error(String(error));
}

