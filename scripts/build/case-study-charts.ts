import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  FULL_CASE_STUDY_SLUG,
  headlineChartSrc,
  headlineChartSvg,
  headlineMetric,
  notedMetrics,
} from "../../app/components/illustrations/headline-chart.ts";
import { dataPrivacyCaseStudy } from "../../content/data/case-study-data-privacy.ts";
import { filled, siteFigureTokens } from "./content-figures.ts";
import type { ContentIndex } from "./content-index.ts";

const OUT_DIR = "public/charts/case-studies";

/** The long-form case study's headline metrics, read here without the build's pipeline: figures put in place. */
function fullCaseStudy() {
  const figures = new Map(siteFigureTokens("").map(({ token, text }) => [token, text]));
  return {
    slug: FULL_CASE_STUDY_SLUG,
    performanceMetrics: notedMetrics(filled(dataPrivacyCaseStudy.headlineMetrics, figures, "")),
  };
}

/**
 * Draws each case study's headline metric (components/illustrations/headline-chart.ts) into
 * public/charts: the art of its card and hero, as an image, so it costs no JavaScript.
 * Charts of case studies that no longer exist are deleted.
 */
export function writeCaseStudyCharts(index: Pick<ContentIndex, "caseStudies">): string {
  mkdirSync(OUT_DIR, { recursive: true });
  const wanted = new Set<string>();
  for (const page of [...index.caseStudies, fullCaseStudy()]) {
    const chart = headlineMetric(page.performanceMetrics)?.chart;
    if (!chart) continue;
    const file = headlineChartSrc(page.slug).replace(/^.*\//, "");
    wanted.add(file);
    writeFileSync(join(OUT_DIR, file), headlineChartSvg(chart));
  }
  const stale = readdirSync(OUT_DIR).filter((file) => !wanted.has(file));
  for (const file of stale) rmSync(join(OUT_DIR, file));
  return `case study charts: ${wanted.size} drawn, ${stale.length} stale removed`;
}
