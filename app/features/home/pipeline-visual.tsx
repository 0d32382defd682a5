import { formatCount, formatPercent, formatUsd } from "~/features/roi-calculator/format";
import { defaultDrafts } from "~/features/roi-calculator/number-field";
import { calculateOutbound, OUTBOUND_FIELDS, validateOutbound } from "~/features/roi-calculator/outbound-math";

// The ROI calculator's worked example (its defaults, from the outbound playbook), computed the way the
// calculator computes it, so the visual and the calculator never disagree. Bar widths are steps, not to
// scale: the prospects against the deals would leave nothing to see.
const example = validateOutbound(defaultDrafts(OUTBOUND_FIELDS));
if (!example.ok) throw new Error("The ROI calculator's outbound defaults must be valid");
const { revenueGoal, averageDealSize, winRate } = example.input;
const result = calculateOutbound(example.input);
const funnel = [
  { stage: "Prospects", count: result.prospects, width: "100%" },
  { stage: "Replies", count: result.replies, width: "76%" },
  { stage: "Meetings", count: result.meetings, width: "56%", key: true },
  { stage: "Opportunities", count: result.opportunities, width: "40%" },
  { stage: "Deals", count: result.deals, width: "24%" },
] as const;

// Roles, not people: the board shows what a booked meeting looks like, not a client's data.
const meetings = [
  { initials: "CM", role: "Chief Medical Officer", org: "Regional health system", when: "Tue 10:00" },
  { initials: "VP", role: "VP Clinical Operations", org: "Hospital network", when: "Wed 14:30" },
  { initials: "HP", role: "Head of Procurement", org: "Integrated delivery network", when: "Thu 09:00" },
] as const;

/** The hero's outcome visual: a pipeline board drawn in markup, labelled as an illustration. */
export function PipelineVisual() {
  return (
    <figure className="relative min-w-0">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[0_1px_2px_rgb(15_23_42/0.04),0_24px_48px_-24px_rgb(49_46_129/0.25)]">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3">
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="flex gap-1.5">
              <span className="size-2.5 rounded-full bg-slate-300" />
              <span className="size-2.5 rounded-full bg-slate-300" />
              <span className="size-2.5 rounded-full bg-slate-300" />
            </span>
            <span className="ml-2 text-sm font-semibold text-ink">Pipeline</span>
          </div>
          <span className="rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            Illustration
          </span>
        </div>
        <div className="grid gap-6 p-4 sm:p-6">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Outbound funnel</p>
            <ol className="mt-3 space-y-2.5">
              {funnel.map(({ stage, count, width, ...rest }) => (
                <li key={stage}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className={"key" in rest ? "font-semibold text-ink" : "text-slate-700"}>{stage}</span>
                    <span className="font-semibold text-data-800 tabular-nums">{formatCount(count)}</span>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                    <div
                      className={`h-2 rounded-full ${"key" in rest ? "bg-data-600" : "bg-data-300"}`}
                      style={{ width }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Meetings booked</p>
            <ul className="mt-3 space-y-2.5">
              {meetings.map(({ initials, role, org, when }, index) => (
                <li
                  key={role}
                  className={`flex items-center gap-3 rounded-xl border border-slate-200 p-2.5 ${index > 0 ? "max-sm:hidden" : ""}`}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800"
                  >
                    {initials}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm leading-snug font-semibold text-ink">{role}</span>
                    <span className="block text-xs text-slate-600">{org}</span>
                  </span>
                  <span className="shrink-0 text-right text-xs">
                    <span className="block font-semibold text-brand-800">Booked</span>
                    <span className="block text-slate-600 tabular-nums">{when}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-muted">
        Illustration, not client data: the funnel behind a {formatUsd(revenueGoal)} revenue goal at{" "}
        {formatUsd(averageDealSize)} deals and a {formatPercent(winRate)} win rate.
      </figcaption>
    </figure>
  );
}
