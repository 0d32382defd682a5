import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { about } from "./about";

export default function AboutSection() {
  return (
    <Section id="about" eyebrow="About us" title="A partner that shares your growth goal" intro={about.intro}>
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <h3 className="text-xl font-bold">How an engagement runs</h3>
          <p className="mt-2 text-muted">A 60-90 day framework in three 30-day phases.</p>
          <ol className="mt-6 space-y-4">
            {about.phases.map((phase, index) => (
              <li key={phase.days} className="flex gap-4 rounded-card border border-slate-200 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="text-sm font-semibold text-brand-700">{phase.days}</p>
                  <p className="font-semibold">{phase.title}</p>
                  <p className="mt-1 text-sm text-muted">{phase.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <aside className="rounded-card bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lift">
          <Icon name="shield-check" className="size-10 text-brand-200" />
          <h3 className="mt-4 text-2xl font-bold">{about.guarantee.title}</h3>
          <p className="mt-3 text-slate-200">{about.guarantee.text}</p>
          <p className="mt-4 text-sm text-slate-300">{about.guarantee.note}</p>
        </aside>
      </div>
    </Section>
  );
}
