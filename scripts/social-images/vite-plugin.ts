import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { blogFrontmatterSchema } from "../../app/content/blog-schema.ts";
import { parseContent } from "../../app/content/schema-errors.ts";
import { renderCard, type CardInput, type ImageFormat } from "./render.ts";

/** A card rendered at each width in each format (social images: JPEG 1200 only). */
type Card = CardInput & { file: string; widths: number[]; formats?: ImageFormat[] };

const OUT_DIR = "public/social";
const STYLE_VERSION = "3";

/** Page cards besides the articles': the default image and long documents. */
const pageCards: ReadonlyArray<Omit<Card, "productName">> = [
  {
    file: "default",
    eyebrow: "B2B Growth and Outbound Sales",
    title: "Qualified pipeline, installed: your outbound sales engine as a plugin",
    footer: "Outbound Installation System",
    widths: [1200],
  },
  {
    file: "growth-framework",
    eyebrow: "Healthtech Growth",
    title: "The Healthtech Growth Framework: 4 pillars, 60-90 days",
    footer: "Growth Framework",
    widths: [1200],
  },
  {
    file: "integration-guide",
    eyebrow: "Plug and Play Integration",
    title: "Plug in a complete outbound team and 15+ tools in 7 days",
    footer: "Integration Guide",
    widths: [1200],
  },
  {
    file: "privacy-policy",
    eyebrow: "Privacy",
    title: "How we handle your data: the Mamut privacy policy",
    footer: "Privacy Policy",
    widths: [1200],
  },
  {
    file: "one-pager",
    eyebrow: "Outbound as a Service",
    title: "Your outbound engine for $8K a month, with a 30-day pilot",
    footer: "One-Pager",
    widths: [1200],
  },
  {
    file: "case-study-data-privacy",
    eyebrow: "Case Study",
    title: "Data privacy startup: from 5-10 to 25-35 SQLs a month",
    footer: "Case Study",
    widths: [1200],
  },
  {
    file: "industries",
    eyebrow: "Industries",
    title: "Outbound built for healthcare, finance, staffing, consultancies and SaaS",
    footer: "Industries",
    widths: [1200],
  },
  {
    file: "case-studies",
    eyebrow: "Case Studies",
    title: "Five outbound programs, five industries, real pipeline",
    footer: "Case Studies",
    widths: [1200],
  },
  {
    file: "one-pagers/healthcare",
    eyebrow: "Healthcare",
    title: "Compliant outbound that reaches healthcare decision makers",
    footer: "Industry One-Pager",
    widths: [1200],
  },
  {
    file: "one-pagers/financial-services",
    eyebrow: "Financial Services",
    title: "Trust-first outbound for financial services",
    footer: "Industry One-Pager",
    widths: [1200],
  },
  {
    file: "one-pagers/staffing-recruiting",
    eyebrow: "Staffing and Recruiting",
    title: "Role-based outbound for staffing and recruiting firms",
    footer: "Industry One-Pager",
    widths: [1200],
  },
  {
    file: "one-pagers/software-consultancies",
    eyebrow: "Software Consultancies",
    title: "Initiative-led outbound for software consultancies",
    footer: "Industry One-Pager",
    widths: [1200],
  },
  {
    file: "one-pagers/saas",
    eyebrow: "SaaS",
    title: "Outbound pipeline for SaaS teams in 30 days",
    footer: "Industry One-Pager",
    widths: [1200],
  },
  {
    file: "one-pagers/mamut-talent",
    eyebrow: "Mamut Talent",
    title: "Latin American BDRs from $2,500 a month, deployed in 7-14 days",
    footer: "Staff Augmentation",
    widths: [1200],
  },
  {
    file: "case-studies/saas-30-day-pipeline",
    eyebrow: "SaaS Case Study",
    title: "A 30-day pipeline for a SaaS team",
    footer: "Case Study",
    widths: [1200],
  },
  {
    file: "case-studies/healthcare-compliance-outreach",
    eyebrow: "Healthcare Case Study",
    title: "Compliance-first outreach in healthcare",
    footer: "Case Study",
    widths: [1200],
  },
  {
    file: "case-studies/finserv-trust-first-outbound",
    eyebrow: "Financial Services Case Study",
    title: "Trust-first outbound in financial services",
    footer: "Case Study",
    widths: [1200],
  },
  {
    file: "case-studies/staffing-role-based-outbound",
    eyebrow: "Staffing Case Study",
    title: "Role-based outbound for a staffing firm",
    footer: "Case Study",
    widths: [1200],
  },
  {
    file: "case-studies/consultancies-initiative-led-outbound",
    eyebrow: "Consultancy Case Study",
    title: "Initiative-led outbound for a software consultancy",
    footer: "Case Study",
    widths: [1200],
  },
  {
    file: "healthtech-heroes",
    eyebrow: "Podcast",
    title: "Healthtech Heroes: conversations on healthcare innovation",
    footer: "Healthtech Heroes",
    widths: [1200],
  },
  {
    file: "roi-calculator",
    eyebrow: "ROI Calculator",
    title: "What does an internal BDR really cost you? Run the numbers",
    footer: "ROI Calculator",
    widths: [1200],
  },
  {
    file: "contact",
    eyebrow: "Contact",
    title: "Talk to the Mamut team about your outbound pipeline",
    footer: "Contact",
    widths: [1200],
  },
];

function frontmatterOf(path: string): unknown {
  const text = readFileSync(path, "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return match ? parseYaml(match[1] ?? "") : {};
}

function blogCards(productName: string): Card[] {
  const dir = "content/blog";
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const path = join(dir, file);
      const data = parseContent(blogFrontmatterSchema, frontmatterOf(path), path);
      return {
        file: `blog/${file.slice(0, -4)}`,
        eyebrow: data.category,
        title: data.title,
        footer: "Outbound Insights",
        productName,
        // Article covers are shown on the site too: sizes for phones, tablets and desktops.
        widths: [1200, 800, 600],
        formats: ["jpg", "webp"],
      };
    });
}

export function outputName(file: string, width: number, format: ImageFormat = "jpg"): string {
  return width === 1200 ? `${file}.${format}` : `${file}-${width}.${format}`;
}

async function generate(productName: string, log: (line: string) => void) {
  const cards = [...pageCards.map((card) => ({ ...card, productName })), ...blogCards(productName)];
  let made = 0;
  for (const card of cards) {
    const hash = createHash("sha1")
      .update(JSON.stringify([STYLE_VERSION, card]))
      .digest("hex")
      .slice(0, 12);
    for (const [width, format] of card.widths.flatMap((w) => (card.formats ?? ["jpg"]).map((f) => [w, f] as const))) {
      const target = join(OUT_DIR, outputName(card.file, width, format));
      const stamp = `${target}.${hash}`;
      const stampFile = join(OUT_DIR, ".stamps", stamp.replaceAll("/", "_"));
      if (existsSync(target) && existsSync(stampFile)) continue;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, await renderCard(card, width, format));
      mkdirSync(dirname(stampFile), { recursive: true });
      writeFileSync(stampFile, "");
      made += 1;
    }
  }
  log(`social images: ${made} generated, ${cards.length} cards up to date`);
}

/** Generates the cover and social images into public/social before a build or dev server starts. */
export function socialImages(productName: string): Plugin {
  let done: Promise<void> | undefined;
  return {
    name: "mamut-social-images",
    async buildStart() {
      done ??= generate(productName, (line) => console.log(line));
      await done;
    },
  };
}
