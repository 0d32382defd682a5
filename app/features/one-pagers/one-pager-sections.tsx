import { Icon, type IconName } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { Metric, OnePager } from "~/content/one-pagers";

const solutionIcons: IconName[] = ["target", "pen-line", "shield-check", "user-round", "gauge"];

// Sections print compactly so a one-pager fits on two A4 pages.
export const printSection =
  "print:py-3 print:[&_h2]:text-xl print:[&>div>header]:mb-3 print:[&>div>header>div]:mt-1 print:[&>div>header>div]:text-sm";

export function StakesSection({ title, stakes }: { title: string; stakes: readonly string[] }) {
  return (
    <Section id="why" eyebrow="Why it matters" title={title} className={printSection}>
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 print:gap-2">
        {stakes.map((stake) => (
          <li key={stake} className="flex gap-3 rounded-card bg-slate-50 p-5 text-slate-700 print:p-2 print:text-sm">
            <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {stake}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ChallengesSection({ title, challenges }: { title: string; challenges: readonly string[] }) {
  return (
    <Section id="challenges" tone="tint" eyebrow="The problem" title={title} className={printSection}>
      <ol className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 print:gap-2">
        {challenges.map((challenge, index) => (
          <li
            key={challenge}
            className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card print:p-2 print:text-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <span className="text-slate-700">{challenge}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function SolutionsSection({ title, solutions }: { title: string; solutions: OnePager["solutions"] }) {
  return (
    <Section id="solution" eyebrow="The solution" title={title} className={printSection}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-2 print:gap-2">
        {solutions.map(({ title: solutionTitle, description }, index) => {
          return (
            <li key={solutionTitle} className="rounded-card border border-slate-200 bg-white p-6 shadow-card print:p-2">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white print:hidden">
                <Icon name={solutionIcons[index % solutionIcons.length] ?? "target"} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold print:mt-0 print:text-sm">{solutionTitle}</h3>
              <p className="mt-2 text-sm text-muted print:mt-1 print:text-xs">{description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

type PerformanceProps = { title: string; note: string; metrics: readonly Metric[] };

export function PerformanceSection({ title, note, metrics }: PerformanceProps) {
  return (
    <Section
      id="performance"
      tone="dark"
      eyebrow="Performance"
      title={title}
      intro={note}
      data-print="keep"
      className={`${printSection} print:bg-white print:text-ink print:[&_header_div]:text-slate-700 print:[&_header_p]:text-brand-700`}
    >
      <dl
        className={`grid gap-4 sm:grid-cols-2 print:gap-2 ${metrics.length % 4 === 0 ? "lg:grid-cols-4 print:grid-cols-4" : "lg:grid-cols-3 print:grid-cols-3"}`}
      >
        {metrics.map((metric) => (
          <div
            key={metric.label}
            className="@container flex min-w-0 flex-col rounded-card bg-white/5 p-6 ring-1 ring-white/10 print:p-2 print:ring-slate-300"
          >
            <dt className="mt-2 text-sm text-slate-300 print:mt-0 print:text-xs print:text-slate-700">
              {metric.label}
            </dt>
            <dd className="order-first text-[clamp(1.5rem,10cqi,2.25rem)] font-extrabold tracking-tight figure-nums text-data-300 print:text-xl print:text-brand-800">
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
