import type { SiteConfig } from "./site-config-schema";

export type { SiteConfig } from "./site-config-schema";

declare const __SITE_CONFIG__: SiteConfig;

/** The validated settings, baked in at build time by vite.config.ts. */
export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** An absolute URL on this site, for canonical links, feeds and social tags. */
export function absoluteUrl(path: string, base: string = siteConfig.siteUrl): string {
  return new URL(path, `${base}/`).toString();
}
