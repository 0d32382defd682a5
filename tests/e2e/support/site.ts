import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { readBuildSettings } from "../../../config/build-settings.ts";
import { buildDirectory } from "../../../config/env.ts";
import { parseSiteSettings, toSiteConfig } from "../../../config/site.ts";
import { fillTokens } from "../../../app/content/figure-tokens";
import rawOffers from "../../../content/data/offers";
import { CONTENT_MANIFEST_FILE, type ContentManifest } from "../../../scripts/build/content-manifest";

export const buildDir = buildDirectory();

/** The settings the build under test was made with, as it recorded them (a `.env` included). */
export const config = toSiteConfig(parseSiteSettings(readBuildSettings(buildDir) ?? {}));

export const clientDir = `${buildDir}/client`;

const manifest = join(buildDir, CONTENT_MANIFEST_FILE);
/**
 * The content the build under test was made from (articles newest first, one-pagers and case
 * studies in their listed order): tests take slugs and counts from here, never from a list of their own.
 */
export const content: ContentManifest = existsSync(manifest)
  ? JSON.parse(readFileSync(manifest, "utf8"))
  : { figures: {}, claims: [], posts: [], onePagers: [], caseStudies: [] };

/** A figure as the build under test shows it: figure("plan.monthly") is what {plan.monthly} became. */
export function figure(token: string): string {
  const text = content.figures[token];
  if (text === undefined) throw new Error(`The build has no figure {${token}}`);
  return text;
}

/** A content file's value as pages show it: its {figure} tokens and {productName} in place. */
export function filled<T>(value: T): T {
  if (typeof value === "string") {
    return fillTokens(value, figure).replaceAll("{productName}", config.productName) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)])) as T;
  }
  return value;
}

/** The two offers (content/data/offers.ts) as the build under test shows them. */
export const offers = filled(rawOffers);

/** A label as a pattern that matches it inside an accessible name ("... (opens in a new tab)"). */
export function labelPattern(label: string): RegExp {
  return new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

/** Root-relative paths of every URL in the sitemap. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** Every prerendered HTML file with the path it is served at. */
export function prerenderedPages(): Array<{ path: string; html: string }> {
  const pages: Array<{ path: string; html: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.push({ path: rel ? `/${rel}` : "/", html: readFileSync(full, "utf8") });
      }
    }
  };
  walk(clientDir);
  return pages;
}
