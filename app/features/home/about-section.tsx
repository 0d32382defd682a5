import { about } from "./about";
import { Eyebrow } from "~/components/ui/eyebrow";
import { PartnerComparison } from "./partner-comparison";

/** About (#about): the partner-versus-vendor comparison, the 60-90 day route and the guarantee. */
export default function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-16 lg:py-28">
      <div className="container-page">
        <div className="max-w-3xl">
          <Eyebrow>{about.eyebrow}</Eyebrow>
          <h2 id="about-heading" className="mt-3 text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl">
            {about.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{about.intro}</p>
        </div>

        <div className="mt-12">
          <PartnerComparison />
        </div>

        <div className="mt-16 grid gap-12 lg:mt-24 lg:grid-cols-[7fr_5fr] lg:gap-16">
          <div>
            <h3 className="text-2xl font-bold tracking-[-0.02em]">{about.engagementHeading}</h3>
            <p className="mt-2 text-muted">{about.engagementIntro}</p>
            {/* The route: three stops on one line, drawn with borders so it needs no image. */}
            <ol className="mt-8 grid gap-8 sm:grid-cols-3 sm:gap-6">
              {about.phases.map((phase, index) => (
                <li
                  key={phase.days}
                  className="relative border-l-2 border-slate-200 pl-5 sm:border-t-2 sm:border-l-0 sm:pt-6 sm:pl-0"
                >
                  <span
                    aria-hidden="true"
                    className="absolute top-0 -left-[9px] flex size-4 items-center justify-center rounded-full border-2 border-brand-600 bg-white sm:-top-[9px] sm:left-0"
                  >
                    {index === about.phases.length - 1 && <span className="size-1.5 rounded-full bg-brand-600" />}
                  </span>
                  <p className="text-sm font-semibold whitespace-nowrap text-brand-700">{phase.days}</p>
                  <p className="mt-1 font-semibold">{phase.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{phase.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <aside
            aria-labelledby="guarantee-heading"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
          >
            <h3 id="guarantee-heading" className="text-xl font-bold">
              {about.guarantee.title}
            </h3>
            <dl className="mt-6 grid gap-4 border-y border-slate-200 py-5 min-[400px]:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">{about.guarantee.dueLabel}</dt>
                <dd className="mt-1 text-2xl font-extrabold tracking-[-0.02em] whitespace-nowrap text-data-800 xl:text-3xl">
                  {about.guarantee.due}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{about.guarantee.extraLabel}</dt>
                <dd className="mt-1 text-2xl font-extrabold tracking-[-0.02em] whitespace-nowrap text-data-800 xl:text-3xl">
                  {about.guarantee.extra}
                </dd>
              </div>
            </dl>
            <p className="mt-5 leading-relaxed text-slate-700">{about.guarantee.text}</p>
            <p className="mt-3 text-sm text-muted">{about.guarantee.note}</p>
          </aside>
        </div>
      </div>
    </section>
  );
}
