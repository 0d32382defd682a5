import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { home } from "~/content/home";

const { services } = home;

/**
 * Growth Partnership (#services, where the header's badge leads): a sticky introduction beside a
 * numbered list, not another grid of icon cards.
 */
export default function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="border-y border-slate-200 bg-slate-50 py-16 lg:py-28"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[5fr_7fr] lg:gap-16">
        <div>
          <Eyebrow>{services.eyebrow}</Eyebrow>
          {/* From the heading down, the introduction stays in view beside the list, where an
              in-page link lands the heading: 16 px under the header (app/lib/heading-landing.ts). */}
          <div className="mt-3 lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
            <h2 id="services-heading" className="text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl">
              {services.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{services.intro}</p>
            <a
              href="/growth-framework"
              className="group mt-6 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {services.frameworkLink}
              <Icon name="arrow-right" className="size-4" />
            </a>
          </div>
        </div>
        <ol className="divide-y divide-slate-200 border-y border-slate-200">
          {services.items.map(({ title, label, text, points }, index) => (
            <li key={title} className="grid gap-x-6 py-8 sm:grid-cols-[3rem_1fr]">
              <span aria-hidden="true" className="text-sm font-semibold text-brand-700 tabular-nums sm:pt-1.5">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <h3 className="text-xl font-bold">{title}</h3>
                  <span className="rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    {label}
                  </span>
                </div>
                <p className="mt-3 leading-relaxed text-pretty text-muted">{text}</p>
                <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
                  {points.map((point) => (
                    <li key={point} className="flex items-center gap-2">
                      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-brand-600" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
