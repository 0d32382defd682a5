import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { BackLink } from "~/components/back-link";
import { ExternalLinkButton } from "~/components/ui/button";
import { ClosingCta, closingLinkClasses } from "~/components/ui/closing-cta";
import type { CaseStudy } from "~/content/case-study-data-privacy";
import { bookingUrl, offers } from "~/content/offers";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import { BeforeAfterTable, ProgressBars } from "./case-study-results";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10 sm:py-12 print:py-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl print:text-xl">
        {title}
      </h2>
      <div className="mt-5 print:mt-3">{children}</div>
    </section>
  );
}

/** The case study below its headline results: the story, the numbers, the quote, the takeaways and the call to action. */
export function CaseStudyBody({ study }: { study: CaseStudy }) {
  return (
    <>
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 print:max-w-none">
        <Block id="overview" title="Overview">
          <p className="text-lg text-slate-700 print:text-base">{study.overview}</p>
        </Block>

        <Block id="challenge" title="The challenge">
          <ul className="space-y-3">
            {study.challenges.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </Block>

        <Block id="solution" title="The solution">
          <p className="text-slate-700">{study.solutionIntro}</p>
          <ul className="mt-5 space-y-3">
            {study.solution.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {item}
              </li>
            ))}
          </ul>
        </Block>

        <Block id="results" title="The results">
          <p className="text-slate-700">{study.resultsIntro}</p>
          <div className="mt-8 grid gap-8 print:mt-4 print:gap-4">
            <ProgressBars items={study.progress} />
            <BeforeAfterTable rows={study.beforeAfter} />
          </div>
        </Block>

        <section aria-label="Client quote" className="py-10 sm:py-12 print:py-4" data-print="keep">
          {/* A quote and its source, not a <figure>: in the tagged PDF a figure is a picture, which
              needs a text alternative, and this one is text already. */}
          <div className="rounded-card bg-brand-50 p-6 sm:p-10 print:p-5">
            <Icon name="quote" className="size-8 text-slate-300" />
            <blockquote className="mt-4 text-xl font-medium text-balance text-brand-950 sm:text-2xl print:text-lg">
              <p>{study.quote.text}</p>
            </blockquote>
            <p className="mt-5 text-sm font-semibold text-brand-800">{study.quote.attribution}</p>
          </div>
        </section>

        <Block id="takeaways" title="Key takeaways">
          <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
            {study.takeaways.map((item) => (
              <li
                key={item.title}
                data-print="keep"
                className="rounded-card border border-slate-200 bg-white p-5 shadow-card print:p-3"
              >
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </Block>
      </div>

      <p className="print-hidden mb-16">
        <BackLink to="/case-studies" variant="document">
          All case studies
        </BackLink>
      </p>
    </>
  );
}

/** The case study's closing call to action; on paper, where to go. */
export function CaseStudyClosingCta({ study }: { study: CaseStudy }) {
  return (
    <ClosingCta
      id="case-study-cta"
      title={study.cta.heading}
      action={
        <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} variant="inverse" size="lg">
          <Icon name="calendar-days" className="size-5" />
          {offers.outbound.callLabel}
        </ExternalLinkButton>
      }
      secondary={
        <a href="/contact" className={closingLinkClasses}>
          Contact us
        </a>
      }
      onPaper={
        <>
          {absoluteUrl("/contact")} · {siteConfig.email.contact}
        </>
      }
    >
      <p>{study.cta.text}</p>
    </ClosingCta>
  );
}
