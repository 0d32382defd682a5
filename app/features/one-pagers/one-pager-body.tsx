import type { ReactNode } from "react";
import type { OnePagerPage } from "~/content/one-pagers";
import { BuildVsBuySection, CaseStudyBlockSection, CtaSection } from "./closing-sections";
import { siteConfig } from "~/lib/site-config";
import type { OnePagerHeadings } from "./one-pager-layout";
import { PrintRunningHeader } from "~/components/print-running-header";
import { ChallengesSection, PerformanceSection, SolutionsSection, StakesSection } from "./one-pager-sections";

type BodyProps = { page: OnePagerPage; text: OnePagerHeadings; printName: string; children?: ReactNode };

/** Everything below a one-pager's hero, down to the call to action. */
export function OnePagerBody({ page, text, printName, children }: BodyProps) {
  const block = page.miniCaseStudy
    ? { label: "Mini Case Study", block: page.miniCaseStudy }
    : page.caseStudy
      ? { label: "Case Study", block: page.caseStudy }
      : undefined;
  return (
    <>
      {/* Here rather than in the layout: its code stays out of the first screen's JavaScript. */}
      <PrintRunningHeader name={printName} left={`${siteConfig.productName} · ${page.industry}`} right={text.kind} />
      <StakesSection title={text.stakes} stakes={page.stakes} />
      <ChallengesSection title={text.challenges} challenges={page.challenges} />
      <SolutionsSection title={text.solutions} solutions={page.solutions} />
      <PerformanceSection title={text.performance} note={page.performanceNote} metrics={page.performanceMetrics} />
      <BuildVsBuySection title={text.buildVsBuy} buildVsBuy={page.buildVsBuy} />
      {block && (
        <CaseStudyBlockSection label={block.label} block={block.block} illustrative={page.blockIllustrative === true} />
      )}
      {children}
      <CtaSection cta={page.cta} />
    </>
  );
}
