import { bookingUrl, offers } from "~/content/offers";
import { Eyebrow } from "~/components/ui/eyebrow";
import { figure } from "~/content/figure-text";
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
        meta={
          <p>
            {growthFrameworkSections.length} sections
            <span aria-hidden="true"> · </span>
            For healthtech founders and commercial leaders
          </p>
        }
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

const pillars = ["Target Blueprint", "Message Framework", "Multi-Channel System", "Performance Engine"] as const;

function AtAGlance() {
  return (
    <div className="print-hidden hidden rounded-card border border-slate-200 bg-white/85 p-6 shadow-card lg:block">
      <Eyebrow>At a glance</Eyebrow>
      <dl className="mt-4 space-y-5 text-sm">
        <div>
          <dt className="font-semibold text-ink">Four pillars</dt>
          <dd>
            <ol className="mt-2 grid gap-1.5">
              {pillars.map((pillar, index) => (
                <li key={pillar} className="flex items-center gap-2 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-[0.7rem] font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  {pillar}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Rollout</dt>
          <dd className="mt-1 text-slate-700">
            <span className="whitespace-nowrap">{figure("healthtech.engagementDays")} days</span>, in three{" "}
            {figure("healthtech.phaseDays")}-day phases
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Guarantee</dt>
          <dd className="mt-1 text-slate-700">
            Up to {figure("healthtech.extraMonths")} extra months at no cost if the agreed lift is not delivered within{" "}
            {figure("healthtech.guaranteeMonths")} months
          </dd>
        </div>
      </dl>
    </div>
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
