import { home } from "~/content/home";

const { expertise, deliverables, audiences, results } = home;

/**
 * The hero's second half (SPEC: "Why Deep Expertise Matters", "What We Deliver", "Results We
 * Track", "Who We Serve"), below the first screen: two split sections, the second mirrored.
 */
export default function ExpertiseSection() {
  return (
    <>
      <section aria-labelledby="expertise-heading" className="bg-white py-16 lg:py-28">
        <div className="container-page grid gap-10 lg:grid-cols-[5fr_7fr] lg:gap-16">
          <div>
            <h2 id="expertise-heading" className="text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl">
              {expertise.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{expertise.intro}</p>
          </div>
          <ol className="grid border-t border-l border-slate-200 sm:grid-cols-2">
            {expertise.pillars.map(({ title, text }, index) => (
              <li key={title} className="border-r border-b border-slate-200 p-6 sm:p-8">
                <span aria-hidden="true" className="text-sm font-semibold text-brand-700 tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-3 text-lg font-semibold">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* The signature between the two halves (docs/design-system.md, "The signature"). */}
      <div aria-hidden="true" className="container-page ridge-rule" />

      <section aria-labelledby="deliver-heading" className="bg-white py-16 lg:py-28">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div className="lg:order-2">
            <h2 id="deliver-heading" className="text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl">
              {deliverables.heading}
            </h2>
            <dl className="mt-8 space-y-6">
              {deliverables.items.map(({ label, text }) => (
                <div key={label} className="border-l-2 border-brand-600 pl-5">
                  <dt className="font-semibold text-ink">{label}</dt>
                  <dd className="mt-1 leading-relaxed text-muted">{text}</dd>
                </div>
              ))}
            </dl>
            <h2 className="mt-12 text-xl font-bold">{audiences.heading}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {audiences.items.map((audience) => (
                <li
                  key={audience}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800"
                >
                  {audience}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-muted">{audiences.note}</p>
          </div>
          <figure className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 lg:order-1">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-xl font-bold">{home.resultsHeading}</h2>
              <span className="rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                Scorecard
              </span>
            </div>
            {/* What is tracked and how, stated plainly: targets are agreed per client, so no curve or figure. */}
            <dl className="mt-4 grid gap-3 min-[420px]:grid-cols-2" data-tracked-results>
              {results.map(({ metric, measure }) => (
                <div key={metric} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm font-semibold text-ink">{metric}</dt>
                  <dd className="mt-1.5 text-sm leading-relaxed text-muted">{measure}</dd>
                </div>
              ))}
            </dl>
            <figcaption className="mt-4 text-sm text-muted">{home.resultsNote}</figcaption>
          </figure>
        </div>
      </section>
    </>
  );
}
