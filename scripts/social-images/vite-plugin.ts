import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";
import type { SiteConfig } from "../../config/site.js";
import { writeArticleCovers, writeCaseStudyCharts } from "../build/generated-art.ts";
import { loadContentIndex, type ContentIndex } from "../build/content-index.ts";
import { renderCard, type CardInput } from "./render.ts";

/** A social image: a 1200 x 630 JPEG (pages show the illustration system's art instead, without the title). */
type Card = CardInput & { file: string };

const OUT_DIR = "public/social";
const STYLE_VERSION = "3";

/**
 * Cards of the pages that are not content files: the default image, the documents and tools.
 * Articles, one-pagers and case studies get theirs from the content index.
 */
const pageCards: ReadonlyArray<Omit<Card, "productName">> = [
  {
    file: "default",
    eyebrow: "B2B Growth and Outbound Sales",
    title: "Qualified pipeline, installed: your outbound sales engine as a plugin",
    footer: "Outbound Installation System",
  },
  {
    file: "growth-framework",
    eyebrow: "Healthtech Growth",
    title: "The Healthtech Growth Framework: 4 pillars, 60-90 days",
    footer: "Growth Framework",
  },
  {
    file: "integration-guide",
    eyebrow: "Plug and Play Integration",
    title: "Plug in a complete outbound team and 15+ tools in 7 days",
    footer: "Integration Guide",
  },
  {
    file: "privacy-policy",
    eyebrow: "Privacy",
    title: "How we handle your data: the {productName} privacy policy",
    footer: "Privacy Policy",
  },
  {
    file: "one-pager",
    eyebrow: "Outbound as a Service",
    title: "Your outbound engine for $8K a month, with a 30-day pilot",
    footer: "One-Pager",
  },
  {
    file: "case-study-data-privacy",
    eyebrow: "Case Study",
    title: "Data privacy startup: from 5-10 to 25-35 SQLs a month",
    footer: "Case Study",
  },
  {
    file: "industries",
    eyebrow: "Industries",
    title: "Outbound built for healthcare, finance, staffing, consultancies and SaaS",
    footer: "Industries",
  },
  {
    file: "case-studies",
    eyebrow: "Case Studies",
    title: "Outbound programs by industry, and the pipeline they delivered",
    footer: "Case Studies",
  },
  {
    file: "healthtech-heroes",
    eyebrow: "Podcast",
    title: "Healthtech Heroes: conversations on healthcare innovation",
    footer: "Healthtech Heroes",
  },
  {
    file: "roi-calculator",
    eyebrow: "ROI Calculator",
    title: "What does an internal BDR really cost you? Run the numbers",
    footer: "ROI Calculator",
  },
  {
    file: "contact",
    eyebrow: "Contact",
    title: "Talk to the {productName} team about your outbound pipeline",
    footer: "Contact",
  },
];

/** Every card the site needs, from the page list above and the content index. */
function socialCards(index: Pick<ContentIndex, "posts" | "onePagers" | "caseStudies">, productName: string): Card[] {
  return [
    ...pageCards.map((card) => ({ ...card, title: card.title.replaceAll("{productName}", productName), productName })),
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
export function socialImages(siteConfig: SiteConfig, mode: "production" | "development"): Plugin {
  let done: Promise<void> | undefined;
  return {
    name: "mamut-social-images",
    async buildStart() {
      done ??= loadContentIndex(siteConfig, mode).then((index) => {
        console.log(writeCaseStudyCharts(index));
        console.log(writeArticleCovers(index));
        return generate(socialCards(index, siteConfig.productName), (line) => console.log(line));
      });
      try {
        await done;
      } catch (error) {
        // A content mistake: its message names the file and the field; the stack would bury it.
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
