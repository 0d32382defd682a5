import { bookingUrl, offers } from "~/content/offers";
import { Eyebrow } from "~/components/ui/eyebrow";
import { growthFrameworkFigures } from "~/content/growth-framework";
import { Icon } from "~/components/ui/icon";
import type { ComponentType } from "react";
import { BackLink } from "~/components/back-link";
import { DownloadAndPrint } from "~/components/pdf-download";
import { PrintRunningHeader } from "~/components/print-running-header";
import { ExternalLinkButton } from "~/components/ui/button";
import { ClosingCta, closingLinkClasses } from "~/components/ui/closing-cta";
import type { DocumentPage } from "~/content/pages";
import { printedAddress, siteConfig } from "~/lib/site-config";
import { DocumentHero } from "./document-hero";
import { growthFrameworkSections } from "./document-sections";
import { DocumentLayout } from "./document-layout";

const GROWTH_FRAMEWORK_PATH = "/growth-framework";

type GrowthFrameworkPageProps = { Text: ComponentType; page: DocumentPage };

export function GrowthFrameworkPage({ Text, page }: GrowthFrameworkPageProps) {
  return (
    // A named page: on paper every page carries the running header.
    <div style={{ page: "growth-framework" }}>
      <PrintRunningHeader
        name="growth-framework"
        left={`${siteConfig.productName} · ${page.title}`}
        right={printedAddress(GROWTH_FRAMEWORK_PATH)}
        everyPage
      />
      <DocumentHero
        eyebrow="Growth Framework"
        title={page.title}
        intro={page.description}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Growth Framework", path: "/growth-framework" },
        ]}
        meta={<p>{growthFrameworkSections.length} sections</p>}
        actions={<DownloadAndPrint path={GROWTH_FRAMEWORK_PATH} />}
        aside={<AtAGlance />}
      />
      <DocumentLayout sections={growthFrameworkSections}>
        <Text />
        <p className="print-hidden mt-12">
          <BackLink to="/" variant="document">
            Back to Home
          </BackLink>
        </p>
      </DocumentLayout>
      <GetStartedCta />
    </div>
  );
}

/**
 * The one-screen summary beside the title (under it on phones, first on paper): what the framework
 * is, its pillars and phases, whom it is for, and the next step. From the document's front matter.
 */
function AtAGlance() {
  const { glance, pillars, phases } = growthFrameworkFigures;
  return (
    <section
      aria-labelledby="at-a-glance"
      className="rounded-card border border-slate-200 bg-white/90 p-5 shadow-card sm:p-6 print:mt-4 print:border-0 print:p-0 print:shadow-none"
    >
      <Eyebrow id="at-a-glance">At a glance</Eyebrow>
      <p className="mt-2 text-pretty text-slate-800">{glance.what}</p>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink">{pillars.length} pillars</dt>
          <dd>
            <ol className="mt-2 grid gap-1.5">
              {pillars.map((pillar, index) => (
                <li key={pillar.name} className="flex items-center gap-2 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-data-700 text-[0.7rem] font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  {pillar.name}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{phases.length} phases</dt>
          <dd>
            <ol className="mt-2 grid gap-1.5">
              {phases.map((phase) => (
                <li key={phase.when} className="text-slate-700">
                  <span className="font-semibold whitespace-nowrap text-data-800 tabular-nums">{phase.when}</span>{" "}
                  {phase.name}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-ink">For</dt>
          <dd className="mt-1 text-slate-700">{glance.audience}</dd>
        </div>
      </dl>
      <p className="print-hidden mt-5">
        <ExternalLinkButton href={bookingUrl(offers.healthtech, siteConfig)} className="w-full sm:w-auto">
          <Icon name="calendar-days" className="size-5" />
          {offers.healthtech.callLabel}
        </ExternalLinkButton>
      </p>
    </section>
  );
}

/** The page's closing call to action: the booking step; on paper, where to book and write. */
function GetStartedCta() {
  const booking = bookingUrl(offers.healthtech, siteConfig);
  return (
    <ClosingCta
      id="growth-framework-cta"
      title="Let's talk about your growth"
      action={
        <ExternalLinkButton href={booking} variant="inverse" size="lg">
          <Icon name="calendar-days" className="size-5" />
          {offers.healthtech.callLabel}
        </ExternalLinkButton>
      }
      secondary={
        <a href="/contact" className={closingLinkClasses}>
          Contact us
        </a>
      }
      onPaper={
        <>
          {booking} · {siteConfig.email.contact}
        </>
      }
    >
      <p>
        In {offers.healthtech.callMinutes} minutes we learn about your product, your buyers and your goals, and you
        leave with an honest view of how the framework would apply to your business.
      </p>
    </ClosingCta>
  );
}
