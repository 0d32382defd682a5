import { bookingUrl, offers } from "~/content/offers";
import { Eyebrow } from "~/components/ui/eyebrow";
import { figure } from "~/content/figure-text";
import { Icon } from "~/components/ui/icon";
import { buttonClasses, ExternalLinkButton } from "~/components/ui/button";
import type { PostCardData } from "~/content/blog";
import type { IntegrationGuide } from "~/content/integration-guide";
import { siteConfig } from "~/lib/site-config";
import { DocumentHero } from "./document-hero";

import { IntegrationGuideBody } from "./integration-guide-body";

const plugin = ["Embedded BDR", "GTM engineer and manager", "Copywriters", `${figure("program.tools")} tools`] as const;
const yours = ["CRM", "Calendars", "Closers", "Reporting"] as const;

/** How the plugin sits on top of the client's own systems. */
function PlugDiagram() {
  return (
    <figure className="rounded-card border border-slate-200 bg-white/85 p-5 shadow-card">
      <Eyebrow as="figcaption">How it plugs in</Eyebrow>
      <div className="mt-4 rounded-xl bg-brand-950 p-4 text-white">
        <p className="font-semibold">The {siteConfig.productName} plugin</p>
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {plugin.map((item) => (
            <li key={item} className="rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-brand-50">
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div aria-hidden="true" className="flex justify-center py-2 text-slate-500">
        <Icon name="plug" className="size-6 rotate-180" />
      </div>
      <div className="rounded-xl border border-dashed border-brand-300 bg-brand-50/60 p-4">
        <p className="font-semibold text-ink">Your stack and team</p>
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {yours.map((item) => (
            <li
              key={item}
              className="rounded-full bg-white px-2.5 py-1 text-xs font-medium text-brand-900 ring-1 ring-brand-200 ring-inset"
            >
              {item}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

export function IntegrationGuidePage({
  guide,
  related,
}: {
  guide: IntegrationGuide;
  related: readonly PostCardData[];
}) {
  return (
    <>
      <DocumentHero
        eyebrow="Plug and Play Integration"
        title="A complete outbound engine that plugs into the stack you already run"
        intro={`${siteConfig.productName} connects an embedded BDR, a GTM engineer and manager, copywriters and a bundled stack of ${figure("program.tools")} tools to your CRM and calendars. Installed in ${figure("program.installDays")} days, with qualified leads in ${figure("program.leadsWeeks")} weeks.`}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Integration Guide", path: "/integration-guide" },
        ]}
        actions={
          <>
            <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} size="lg">
              <Icon name="calendar-days" className="size-5" />
              {offers.outbound.callLabel}
            </ExternalLinkButton>
            <a href="#playbook" className={buttonClasses({ variant: "secondary", size: "lg" })}>
              See the 4-step playbook
              <Icon name="arrow-right" className="size-4" />
            </a>
          </>
        }
        aside={<PlugDiagram />}
      >
        <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [`${figure("program.installDays")} days`, "to install"],
            [figure("program.tools"), "tools integrated"],
            [`${figure("program.leadsWeeks")} weeks`, "to qualified leads"],
            ["24/7", "AI operations"],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col rounded-card border border-slate-200 bg-white/80 p-4 shadow-card">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="order-first text-2xl font-extrabold tracking-tight figure-nums text-data-700">{value}</dd>
            </div>
          ))}
        </dl>
      </DocumentHero>

      <IntegrationGuideBody guide={guide} related={related} />
    </>
  );
}
