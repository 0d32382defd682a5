import type { SiteConfig } from "../../config/site.ts";

export type { SiteConfig } from "../../config/site.ts";

declare const __SITE_CONFIG__: SiteConfig;

/** The validated public settings (config/site.ts), baked in at build time by vite.config.ts. */
export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** An absolute URL on this site, for canonical links, feeds and social tags. */
export function absoluteUrl(path: string, base: string = siteConfig.siteUrl): string {
  return new URL(path, `${base}/`).toString();
}

/** A site address as a reader types it from paper: host and path, no scheme. */
export function printedAddress(path: string): string {
  const url = new URL(absoluteUrl(path));
  return `${url.host}${url.pathname}`;
}
