import { home } from "~/content/home";
import { Eyebrow } from "~/components/ui/eyebrow";

// The home page speaks for the healthtech consultancy (PRODUCT.md, "The two readings"): its visual
// shows that offer's own engagement, the three phases of home.about.phases, never the outbound
// offer's figures. An engagement in its second phase: the first done, the last to come.
const CURRENT_PHASE = 1;
const phases = home.about.phases.map((phase, index) => ({
  ...phase,
  current: index === CURRENT_PHASE,
  state: index < CURRENT_PHASE ? "Done" : index === CURRENT_PHASE ? "In progress" : "Next",
  width: index < CURRENT_PHASE ? "100%" : index === CURRENT_PHASE ? "55%" : "0%",
}));

// Roles, not people: the board shows what a booked meeting looks like, not a client's data.
const meetings = [
  { initials: "CM", role: "Chief Medical Officer", org: "Regional health system", when: "Tue 10:00" },
  { initials: "VP", role: "VP Clinical Operations", org: "Hospital network", when: "Wed 14:30" },
  { initials: "HP", role: "Head of Procurement", org: "Integrated delivery network", when: "Thu 09:00" },
] as const;

/** The hero's outcome visual: an engagement board drawn in markup, labelled as an illustration. */
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
            <Eyebrow>Engagement plan</Eyebrow>
            <ol className="mt-3 space-y-2.5">
              {phases.map(({ days, title, state, width, current }) => (
                <li key={title}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className={current ? "font-semibold text-ink" : "text-slate-700"}>
                      <span className="text-slate-600 tabular-nums">{days}</span> · {title}
                    </span>
                    <span className={`shrink-0 text-xs font-semibold ${current ? "text-data-800" : "text-slate-600"}`}>
                      {state}
                    </span>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                    <div className={`h-2 rounded-full ${current ? "bg-data-600" : "bg-data-300"}`} style={{ width }} />
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <Eyebrow>Meetings booked</Eyebrow>
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
        Illustration, not client data: an engagement in its second phase, and the kind of meetings it puts on your
        calendar.
      </figcaption>
    </figure>
  );
}
