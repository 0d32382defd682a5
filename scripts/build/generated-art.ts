import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { articleCoverInput, articleCoverSrc, articleCoverSvg } from "../../app/components/illustrations/cover-art.ts";
import { assignCoverMotifs } from "../../app/components/illustrations/cover-motifs.ts";
import {
  drawingPlaces,
  FULL_CASE_STUDY_SLUG,
  headlineChartSrc,
  headlineChartSvg,
  headlineMetric,
  notedMetrics,
} from "../../app/components/illustrations/headline-chart.ts";
import { dataPrivacyCaseStudy } from "../../content/data/case-study-data-privacy.ts";
import type { Metric } from "../../app/content/one-pagers.ts";
import { filled, siteFigureTokens } from "./content-figures.ts";
import type { ContentIndex } from "./content-index.ts";

/**
 * The long-form case study's headline metrics, read here without the build's pipeline: figures put in place.
 * Listed first on /case-studies: the first way of drawing a comparison; the others follow their `order`.
 */
function fullCaseStudy(): { slug: string; order: number; performanceMetrics: Metric[]; headline?: string } {
  const figures = new Map(siteFigureTokens("").map(({ token, text }) => [token, text]));
  return {
    slug: FULL_CASE_STUDY_SLUG,
    order: 0,
    performanceMetrics: notedMetrics(filled(dataPrivacyCaseStudy.headlineMetrics, figures, "")),
  };
}

/** Writes generated SVG files into a folder of public/ (not committed) and deletes the ones no page uses any more. */
function writeArt(dir: string, files: ReadonlyMap<string, string>): { drawn: number; stale: number } {
  mkdirSync(dir, { recursive: true });
  for (const [file, svg] of files) writeFileSync(join(dir, file), svg);
  const stale = readdirSync(dir).filter((file) => !files.has(file));
  for (const file of stale) rmSync(join(dir, file));
  return { drawn: files.size, stale: stale.length };
}

const fileOf = (src: string) => src.replace(/^.*\//, "");

/**
 * Draws each case study's headline metric (components/illustrations/headline-chart.ts) into
 * public/charts: the art of its card and hero, as an image, so it costs no JavaScript. Each is
 * drawn in the composition its place in the list gives, so neighbours never show the same picture.
 */
export function writeCaseStudyCharts(index: Pick<ContentIndex, "caseStudies">): string {
  const files = new Map<string, string>();
  const pages = [...index.caseStudies, fullCaseStudy()];
  const places = drawingPlaces(pages.map((page) => page.order));
  for (const [i, page] of pages.entries()) {
    const chart = headlineMetric(page.performanceMetrics, page.headline)?.chart;
    if (chart) files.set(fileOf(headlineChartSrc(page.slug)), headlineChartSvg(chart, places[i]));
  }
  const { drawn, stale } = writeArt("public/charts/case-studies", files);
  return `case study charts: ${drawn} drawn, ${stale} stale removed`;
}

/**
 * Draws each article's cover (components/illustrations/cover-art.ts) into public/covers: a drawing
 * no other article has (cover-motifs.ts), composed from the article's own sections and figures.
 */
export function writeArticleCovers(index: Pick<ContentIndex, "posts">): string {
  const files = new Map<string, string>();
  const motifs = assignCoverMotifs(index.posts);
  for (const post of index.posts) {
    const source = readFileSync(join("content/blog", `${post.slug}.mdx`), "utf8");
    const motif = motifs.get(post.slug) ?? "neutral";
    files.set(fileOf(articleCoverSrc(post.slug)), articleCoverSvg(articleCoverInput(post, source, motif)));
  }
  const { drawn, stale } = writeArt("public/covers/blog", files);
  return `article covers: ${drawn} drawn, ${stale} stale removed`;
}
