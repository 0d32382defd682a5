import { bookingUrl, offers } from "~/content/offers";
import { figure } from "~/content/figure-text";
import { Icon } from "~/components/ui/icon";
import { ExternalLinkButton, LinkButton } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { siteConfig } from "~/lib/site-config";
import { PLAYBOOK_PATH } from "./outbound-tool";

const HIDDEN_COSTS_PATH = "/blog/hidden-costs-internal-bdr";
const linkClass = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950";

/** How the numbers are worked out, so a visitor can trust and reproduce them. */
export function Methodology() {
  return (
    <Section
      id="how-it-works"
      tone="tint"
      eyebrow="Method"
      className="print:py-6"
      title="How the calculator works"
      intro="Plain arithmetic, with every assumption in view. Here is what goes in, how the two sides are compared and how numbers are rounded."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <article className="rounded-card border border-slate-200 bg-white p-6 shadow-card" data-print="keep">
          <h3 className="text-lg font-bold">Where the defaults come from</h3>
          <p className="mt-3 text-sm text-muted">
            The cost defaults are the line items from{" "}
            <a href={HIDDEN_COSTS_PATH} className={linkClass}>
              The Hidden Costs of an Internal BDR
            </a>
            : {figure("internalBdr.salary")} salary, {figure("internalBdr.benefitsPercent")} benefits,{" "}
            {figure("internalBdr.hiring")} hiring, {figure("internalBdr.training")} training,{" "}
            {figure("internalBdr.managementPercent")} of an {figure("internalBdr.managerSalary")} manager salary and{" "}
            {figure("internalBdr.toolsMonthly")} a month in tools, {figure("internalBdr.total")} in all. The outbound
            defaults are the worked example from the{" "}
            <a href={PLAYBOOK_PATH} className={linkClass}>
              Outbound Playbook 2025
            </a>
            .
          </p>
        </article>
        <article className="rounded-card border border-slate-200 bg-white p-6 shadow-card" data-print="keep">
          <h3 className="text-lg font-bold">How we compare</h3>
          <p className="mt-3 text-sm text-muted">
            Your internal cost per year (cost per BDR times the number of BDRs) is set against one{" "}
            {siteConfig.productName} seat per BDR: your industry&apos;s monthly price times 12, and the{" "}
            {figure("pluginModel.yearlyFull")} a year plugin model. Savings are a range: the low end uses{" "}
            {siteConfig.productName}&apos;s highest price, the high end its lowest. Ramp-up and turnover are shown
            beside the total, not added to it.
          </p>
        </article>
        <article className="rounded-card border border-slate-200 bg-white p-6 shadow-card" data-print="keep">
          <h3 className="text-lg font-bold">How we round</h3>
          <p className="mt-3 text-sm text-muted">
            You cannot close part of a deal, so deals, opportunities, meetings and replies round up and the funnel never
            falls short of your goal. Prospects per channel round down, as in the playbook: 400 replies at 17.5% is
            2,285.7, shown as 2,285. Money is shown in whole US dollars.
          </p>
        </article>
      </div>
    </Section>
  );
}

export function CalculatorCallToAction() {
  return (
    <Section
      id="talk-it-through"
      tone="dark"
      eyebrow="Next step"
      title="Walk through your numbers with us"
      intro={`Bring your results to ${offers.outbound.callText}. We will check your assumptions, show you where the funnel leaks and what a ${siteConfig.productName} plugin would change for your team, with qualified leads in ${figure("program.leadsWeeks")} weeks.`}
      className="print:hidden"
    >
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} variant="inverse" size="lg">
          <Icon name="calendar-days" className="size-5" />
          {offers.outbound.callLabel}
        </ExternalLinkButton>
        <LinkButton
          to="/contact"
          size="lg"
          variant="ghost"
          className="text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-white"
        >
          <Icon name="message-square" className="size-5" />
          Contact us
        </LinkButton>
      </div>
    </Section>
  );
}
