import { Icon } from "~/components/ui/icon";
import { DataTable } from "~/components/ui/data-table";
import { formatCount, formatCountOf, formatDecimal, formatPercent, formatUsd } from "./format";
import { bigFigureClass, Digits, valueClass, valueRowClass } from "./long-figures";
import { FunnelChart } from "./funnel-chart";
import { SENDING_SETUP, type OutboundInput, type OutboundResult } from "./outbound-math";

type OutboundResultsProps = { input: OutboundInput; result: OutboundResult };

export function OutboundResults({ input, result }: OutboundResultsProps) {
  const { email, linkedin } = result;
  const months = formatCountOf(input.timeframeMonths, "month", "months");
  const deals = (count: number) => formatCountOf(count, "deal", "deals");
  const opportunities = (count: number) => formatCountOf(count, "opportunity", "opportunities");
  const meetings = (count: number) => formatCountOf(count, "meeting", "meetings");
  const replies = (count: number) => formatCountOf(count, "reply", "replies");
  const prospects = (count: number) => formatCountOf(count, "prospect", "prospects");
  const emailPerMonth = formatCountOf(email.perMonth, "new email prospect", "new email prospects");
  const steps = [
    {
      step: "Deals",
      basis: `${formatUsd(input.revenueGoal)} goal ÷ ${formatUsd(input.averageDealSize)} average deal`,
      result: deals(result.deals),
    },
    {
      step: "Opportunities",
      basis: `${deals(result.deals)} at a ${formatPercent(input.winRate)} win rate`,
      result: opportunities(result.opportunities),
    },
    {
      step: "Meetings",
      basis: `${opportunities(result.opportunities)} at ${formatPercent(input.meetingToOpportunityRate)} meeting-to-opportunity`,
      result: meetings(result.meetings),
    },
    {
      step: "Replies",
      basis: `${meetings(result.meetings)} at ${formatPercent(input.replyToMeetingRate)} reply-to-meeting`,
      result: replies(result.replies),
    },
    {
      step: "Email prospects",
      basis: `${replies(email.replies)} (${formatPercent(email.share)} of all) at a ${formatPercent(email.replyRate)} reply rate`,
      result: prospects(email.prospects),
    },
    {
      step: "LinkedIn prospects",
      basis: `${replies(linkedin.replies)} (${formatPercent(linkedin.share)} of all) at a ${formatPercent(linkedin.replyRate)} reply rate`,
      result: prospects(linkedin.prospects),
    },
  ];

  return (
    <div className="space-y-6">
      <div className="@container rounded-card bg-brand-950 p-6 text-white shadow-lift sm:p-8" data-print="keep">
        <p className="text-sm font-semibold text-brand-200">Prospects you need to reach</p>
        <p className={bigFigureClass} data-testid="total-prospects">
          <Digits>{formatCount(result.prospects)}</Digits>
        </p>
        <p className="mt-2 text-slate-200">
          <span className="tabular-nums">{formatCount(email.prospects)}</span> by email and{" "}
          <span className="tabular-nums">{formatCount(linkedin.prospects)}</span> on LinkedIn, for{" "}
          <span className="tabular-nums">{deals(result.deals)}</span>.
        </p>
      </div>

      <figure
        className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6 print:[zoom:0.7]"
        data-print="keep"
        data-chart="funnel-diagram"
        data-chart-scale="diagram"
      >
        <FunnelChart
          id="outbound-funnel"
          stages={[
            { one: "prospect", many: "prospects", value: result.prospects },
            { one: "reply", many: "replies", value: result.replies },
            { one: "meeting", many: "meetings", value: result.meetings },
            { one: "opportunity", many: "opportunities", value: result.opportunities },
            { one: "deal", many: "deals", value: result.deals },
          ]}
        />
        <figcaption className="mt-4 text-center text-sm text-muted">
          Your funnel, from first touch to closed deal. Each stage is worked back from the one below it. The bands
          narrow evenly as a diagram, not to scale: each stage's figure is written on it.
        </figcaption>
      </figure>

      <DataTable
        label="The math, step by step"
        captionVisible
        labelHeader="Step"
        columns={[{ header: "Result", align: "end" }]}
        rows={steps.map((row) => ({
          id: row.step,
          label: (
            <>
              {row.step}
              <span className="block text-xs font-normal text-muted">{row.basis}</span>
            </>
          ),
          cells: [<ResultValue key="result">{row.result}</ResultValue>],
        }))}
        footer={{
          label: "Total prospects",
          cells: [<ResultValue key="total">{prospects(result.prospects)}</ResultValue>],
        }}
        data-print="keep"
      />

      <div className="grid gap-4">
        <div className="rounded-card border border-slate-200 bg-white p-5 shadow-card" data-print="keep">
          <h4 className="flex items-center gap-2 font-bold">
            <Icon name="send" className="size-5 text-slate-500" />
            Your monthly volume
          </h4>
          <p className="mt-1 text-sm text-muted">Spread evenly over {months}, rounded up.</p>
          <dl className="mt-3 space-y-2 text-sm">
            <Row label="Prospects a month" value={formatCount(result.prospectsPerMonth)} />
            <Row label="New email prospects a month" value={formatCount(email.perMonth)} />
            <Row label="New LinkedIn prospects a month" value={formatCount(linkedin.perMonth)} />
            <Row label="Meetings a month" value={formatCount(result.meetingsPerMonth)} />
          </dl>
          <p className="mt-3 text-sm text-muted">
            Open pipeline needed: <strong className="text-ink tabular-nums">{formatUsd(result.pipelineValue)}</strong>,{" "}
            <span className="tabular-nums">{formatDecimal(result.pipelineCoverage)}x</span> your goal. Healthy outbound
            teams plan for 3-5x coverage.
          </p>
        </div>
        <div className="rounded-card border border-slate-200 bg-slate-50 p-5" data-print="keep">
          <h4 className="flex items-center gap-2 font-bold">
            <Icon name="mail" className="size-5 text-slate-500" />
            The sending setup behind it
          </h4>
          <p className="mt-2 text-sm text-muted">
            A well-built sending operation for {formatCount(SENDING_SETUP.emailsPerMonth)} emails a month looks like
            this:
          </p>
          <ul className="mt-3 space-y-1.5 text-sm">
            <li>About {formatCount(SENDING_SETUP.contactsInSequences)} contacts in active sequences</li>
            <li>
              About {SENDING_SETUP.inboxes} inboxes, costing about {formatUsd(SENDING_SETUP.inboxesCost)}
            </li>
            <li>
              About {SENDING_SETUP.domains} domains at {formatUsd(SENDING_SETUP.domainCostPerYear)} per year each
            </li>
          </ul>
          <p className="mt-3 text-sm text-muted">
            Sequences run 8-12 touchpoints over 2-4 weeks, so each contact receives several emails, and spreading the
            volume across many inboxes and domains keeps each one at a safe, natural pace. Your{" "}
            <span className="tabular-nums">{emailPerMonth}</span> a month{" "}
            {result.withinSendingSetup
              ? `${email.perMonth === 1 ? "fits" : "fit"} within that setup.`
              : `${email.perMonth === 1 ? "goes" : "go"} beyond it: plan more inboxes and domains, or a longer time frame.`}
          </p>
        </div>
      </div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={valueRowClass}>
      <dt className="text-muted">{label}</dt>
      <dd className={valueClass}>
        <Digits>{value}</Digits>
      </dd>
    </div>
  );
}

/**
 * A result with its noun. On one line while it fits; a figure too long for a phone's column (the
 * largest inputs allowed) breaks between its digits rather than push the page sideways.
 */
function ResultValue({ children }: { children: string }) {
  return (
    <span className="wrap-anywhere tabular-nums">
      <Digits>{children}</Digits>
    </span>
  );
}
