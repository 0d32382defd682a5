import { figure } from "~/content/figure-text";
import { FULL_CASE_STUDY_SLUG, notedMetrics } from "~/components/illustrations/headline-chart";
import { caseStudyArt, motifSrc, onePagerMotif } from "~/components/illustrations/motifs";
import { dataPrivacyCaseStudy } from "~/content/case-study-data-privacy";
import type { OnePager } from "~/content/one-pagers";
import type { PageCardData } from "./listing";

// Card data for the listing loaders (server side): the art is chosen here, so the browser gets a file name.

/** An industry one-pager's card, with its industry's motif. */
export function onePagerCard(page: OnePager): PageCardData {
  return { ...cardText(page, "/one-pagers"), art: motifSrc(onePagerMotif(page)) };
}

/** A case study's card, with the chart of its headline metric and that metric in words. */
export function caseStudyCard(page: OnePager): PageCardData {
  const art = caseStudyArt(page);
  return {
    ...cardText(page, "/case-studies"),
    art: art.src,
    ...(art.metric ? { metric: art.metric } : {}),
    ...(page.illustrative ? { illustrative: true } : {}),
  };
}

function cardText(page: OnePager, base: "/one-pagers" | "/case-studies") {
  return {
    href: `${base}/${page.slug}`,
    industry: page.industry,
    title: page.title,
    summary: page.summary,
    highlights: page.highlights,
  };
}

/** The long-form case study at /case-study/..., the featured card of /case-studies (SPEC's case-study figures). */
export function fullCaseStudyCard(): PageCardData {
  const art = caseStudyArt({
    slug: FULL_CASE_STUDY_SLUG,
    performanceMetrics: notedMetrics(dataPrivacyCaseStudy.headlineMetrics),
  });
  return {
    href: `/case-study/${FULL_CASE_STUDY_SLUG}`,
    industry: "Full case study",
    title: "The whole story: a data-privacy startup",
    summary:
      "How a B2B data-privacy and compliance software startup replaced founder-led prospecting with a complete outbound engine, with the before-and-after numbers.",
    art: art.src,
    ...(art.metric ? { metric: art.metric } : {}),
    highlights: [
      `${figure("caseStudy.conversion")} conversion`,
      `${figure("caseStudy.cycleDays")}-day sales cycle`,
      `${figure("caseStudy.roi")} ROI in ${figure("caseStudy.months")} months`,
    ],
  };
}
