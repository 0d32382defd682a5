import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";
import type { SiteConfig } from "../../config/site.ts";
import { writeArticleCovers, writeCaseStudyCharts } from "../build/generated-art.ts";
import { loadContentIndex, type ContentIndex } from "../build/content-index.ts";
import { fillTokens } from "../../app/content/figure-tokens.ts";
import { siteFigureTokens } from "../build/content-figures.ts";
import pageCards from "../../content/data/social-images.ts";
import { renderCard, type CardInput } from "./render.ts";

/** A social image: a 1200 x 630 JPEG (pages show the illustration system's art instead, without the title). */
type Card = CardInput & { file: string };

const OUT_DIR = "public/social";
const STYLE_VERSION = "4";

/** Every card the site needs, from the page list above and the content index. */
function socialCards(index: Pick<ContentIndex, "posts" | "onePagers" | "caseStudies">, productName: string): Card[] {
  const figures = new Map(siteFigureTokens(productName).map(({ token, text }) => [token, text]));
  const filled = (title: string) =>
    fillTokens(title, (token) => figures.get(token)).replaceAll("{productName}", productName);
  return [
    ...pageCards.map((card) => ({ ...card, title: filled(card.title), productName })),
    ...index.onePagers.map((page) => ({
      file: `one-pagers/${page.slug}`,
      eyebrow: page.industry,
      title: page.title,
      footer: "Industry One-Pager",
      productName,
    })),
    ...index.caseStudies.map((page) => ({
      file: `case-studies/${page.slug}`,
      eyebrow: `${page.industry} Case Study`,
      title: page.title,
      footer: "Case Study",
      productName,
    })),
    ...index.posts.map((post): Card => ({
      file: `blog/${post.slug}`,
      eyebrow: post.category,
      title: post.title,
      footer: "Outbound Insights",
      productName,
    })),
  ];
}

export function outputName(file: string): string {
  return `${file}.jpg`;
}

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

async function generate(cards: readonly Card[], log: (line: string) => void) {
  let made = 0;
  const wanted = new Set<string>();
  for (const card of cards) {
    const hash = createHash("sha1")
      .update(JSON.stringify([STYLE_VERSION, card]))
      .digest("hex")
      .slice(0, 12);
    const name = outputName(card.file);
    const target = join(OUT_DIR, name);
    const stamp = join(".stamps", `${name}.${hash}`.replaceAll("/", "_"));
    wanted.add(name).add(stamp);
    if (existsSync(target) && existsSync(join(OUT_DIR, stamp))) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await renderCard(card));
    mkdirSync(join(OUT_DIR, ".stamps"), { recursive: true });
    writeFileSync(join(OUT_DIR, stamp), "");
    made += 1;
  }
  // Images of pages that no longer exist (a deleted article, a renamed one-pager) would still be served.
  const stale = filesUnder(OUT_DIR).filter((file) => !wanted.has(file));
  for (const file of stale) rmSync(join(OUT_DIR, file));
  log(`social images: ${made} generated, ${stale.length} stale removed, ${cards.length} cards up to date`);
}

/**
 * Generates the social images into public/social, the case studies' charts into public/charts and
 * the articles' covers into public/covers, before a build or dev server starts (all drawn from the
 * content index).
 */
const BUILT = Symbol.for("mamut.socialImagesBuilt");

export function socialImages(siteConfig: SiteConfig, mode: "production" | "development"): Plugin {
  const draw = () =>
    loadContentIndex(siteConfig, mode).then((index) => {
      console.log(writeCaseStudyCharts(index));
      console.log(writeArticleCovers(index));
      return generate(socialCards(index, siteConfig.productName), (line) => console.log(line));
    });
  let own: Promise<void> | undefined;
  return {
    name: "mamut-social-images",
    async buildStart() {
      // Once per build: React Router's child compilers load this config again (one in development
      // mode, which would draw the drafts' images too), so a production build keeps its drawing on
      // globalThis, as the link check does, and the other copies wait for it. A dev server draws
      // its own at each start.
      const shared = globalThis as unknown as Record<symbol, Promise<void> | undefined>;
      const done = mode === "production" ? (shared[BUILT] ??= draw()) : (shared[BUILT] ?? (own ??= draw()));
      // Thrown as it is: a content mistake's message names the file and the line, and carries no
      // stack (loadContentIndex); this.error would add Vite's, which buries it.
      await done;
    },
  };
}
