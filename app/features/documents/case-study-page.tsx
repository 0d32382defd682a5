import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { DownloadAndPrint } from "~/components/pdf-download";
import { FULL_CASE_STUDY_SLUG } from "~/components/illustrations/headline-chart";
import { ExternalLinkButton } from "~/components/ui/button";
import type { CaseStudy } from "~/content/case-study-data-privacy";
import { bookingUrl, offers } from "~/content/offers";
import { FigureText } from "~/features/one-pagers/figure-text";
import { siteConfig } from "~/lib/site-config";
import { DocumentHero } from "./document-hero";

import { CaseStudyBody, CaseStudyClosingCta } from "./case-study-body";

export function CaseStudyPage({ study }: { study: CaseStudy }) {
  return (
    <>
      <DocumentHero
        eyebrow={study.eyebrow}
        title={<FigureText>{study.title}</FigureText>}
        intro={study.intro}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Case Studies", path: "/case-studies" },
          { name: "Data-Privacy Startup", path: "/case-study/data-privacy-compliance-startup" },
        ]}
        actions={
          <>
            <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} size="lg">
              <Icon name="calendar-days" className="size-5" />
              {offers.outbound.callLabel}
            </ExternalLinkButton>
            <DownloadAndPrint path={`/case-study/${FULL_CASE_STUDY_SLUG}`} />
          </>
        }
        aside={
          <div className="rounded-card border border-slate-200 bg-white/85 p-6 shadow-card print:hidden">
            <Eyebrow>At a glance</Eyebrow>
            <dl className="mt-4 space-y-4 text-sm">
              {study.glance.map(({ term, detail }) => (
                <div key={term}>
                  <dt className="font-semibold text-ink">{term}</dt>
                  <dd className="mt-0.5 text-slate-700">{detail}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
      />

      <div className="container-page print:px-0">
        <ul
          aria-label="Headline results"
          className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4 print:mt-4 print:grid-cols-4 print:gap-2"
        >
          {study.headlineMetrics.map((metric) => (
            <li
              key={metric.label}
              data-print="keep"
              className="@container min-w-0 rounded-card border border-slate-200 bg-white p-5 sm:p-6 print:p-3"
            >
              <p className="text-[clamp(1.5rem,14cqi,2.25rem)] font-extrabold tracking-tight figure-nums text-data-700 print:text-2xl">
                {metric.value}
              </p>
              <p className="mt-1 font-semibold text-ink">{metric.label}</p>
              <p className="text-sm text-muted">{metric.note}</p>
            </li>
          ))}
        </ul>

        <CaseStudyBody study={study} />
      </div>
      <CaseStudyClosingCta study={study} />
    </>
  );
}
