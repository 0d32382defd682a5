import type { ReactNode } from "react";
import type { OnePager } from "~/content/one-pagers";
import { siteConfig } from "~/lib/site-config";
import type { Crumb } from "~/components/breadcrumbs";
import { BuildVsBuySection, CaseStudyBlockSection, CtaSection } from "./closing-sections";
import { OnePagerHero } from "./one-pager-hero";
import { ChallengesSection, PerformanceSection, SolutionsSection, StakesSection } from "./one-pager-sections";

export type OnePagerVariant = "one-pager" | "case-study";

function headingsFor(variant: OnePagerVariant, product: string) {
  return variant === "one-pager"
    ? {
        kind: "Industry One-Pager",
        stakes: `Why teams choose ${product}`,
        challenges: "Top challenges",
        solutions: `How ${product} solves them`,
        performance: "Performance at steady state",
        buildVsBuy: `Build an internal team or plug in ${product}`,
      }
    : {
        kind: "Case Study",
        stakes: "What was at stake",
        challenges: "The challenges",
        solutions: "What we installed",
        performance: "The results",
        buildVsBuy: "The build-versus-buy decision",
      };
}

type LayoutProps = {
  page: OnePager;
  variant: OnePagerVariant;
  breadcrumbs: readonly Crumb[];
  /** Page-specific sections, placed before the call to action (the talent map). */
  children?: ReactNode;
};

/** The one layout of every industry one-pager and case study. */
export function OnePagerLayout({ page, variant, breadcrumbs, children }: LayoutProps) {
  const text = headingsFor(variant, siteConfig.productName);
  const block = page.miniCaseStudy
    ? { label: "Mini Case Study", block: page.miniCaseStudy }
    : page.caseStudy
      ? { label: "Case Study", block: page.caseStudy }
      : undefined;
  return (
    <article>
      <OnePagerHero page={page} kind={text.kind} breadcrumbs={breadcrumbs} />
      <StakesSection title={text.stakes} stakes={page.stakes} />
      <ChallengesSection title={text.challenges} challenges={page.challenges} />
      <SolutionsSection title={text.solutions} solutions={page.solutions} />
      <PerformanceSection title={text.performance} note={page.performanceNote} metrics={page.performanceMetrics} />
      <BuildVsBuySection title={text.buildVsBuy} buildVsBuy={page.buildVsBuy} />
      {block && <CaseStudyBlockSection label={block.label} block={block.block} />}
      {children}
      <CtaSection cta={page.cta} />
    </article>
  );
}
