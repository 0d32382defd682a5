import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { Metric, OnePagerPage } from "~/content/one-pagers";
import { FigureValue } from "~/components/ui/figure";
import { FigureText } from "./figure-text";

// Sections print compactly so a one-pager fits on two A4 pages, their headings left-aligned like a document's.
export const printSection =
  "print:py-1 print:[&_h2]:mt-0 print:[&_h2]:text-base print:[&>div>header]:mx-0 print:[&>div>header]:mb-1.5 print:[&>div>header]:text-left print:[&>div>header>div]:mt-1 print:[&>div>header>div]:text-sm print:[&>div>header>p]:hidden";

type BodySectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  tint?: boolean;
  /** Split sections put the heading beside the content; `reverse` puts it on the right. */
  layout?: "split" | "reverse" | "stacked";
  children: ReactNode;
};

/**
 * A section of a one-pager body: the heading starts at the text's left edge (never centred), and
 * the page alternates split sections from side to side instead of repeating one card grid.
 */
function BodySection({ id, eyebrow, title, intro, tint = false, layout = "split", children }: BodySectionProps) {
  const split = layout !== "stacked";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`py-16 sm:py-24 print:py-1 ${tint ? "bg-slate-50 print:bg-white" : "bg-white"}`}
    >
      <div
        className={`container-page print:px-0 ${split ? "grid gap-8 lg:gap-16 print:block" : ""} ${layout === "reverse" ? "lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]" : layout === "split" ? "lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" : ""}`}
      >
        <header
          className={`max-w-2xl ${layout === "reverse" ? "lg:order-last" : ""} ${split ? "" : "mb-10"} print:mb-1`}
        >
          <Eyebrow className="print:hidden">{eyebrow}</Eyebrow>
          <h2
            id={`${id}-heading`}
            className="mt-3 text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl print:mt-0 print:text-base"
          >
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg text-pretty text-muted print:mt-1 print:text-sm">{intro}</div>}
        </header>
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}

/** Why it matters: the heading on the left, the reasons as a ruled list on the right. */
export function StakesSection({ title, stakes }: { title: string; stakes: readonly string[] }) {
  return (
    <BodySection id="why" eyebrow="Why it matters" title={title}>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {stakes.map((stake) => (
          <li
            key={stake}
            className="py-5 text-lg leading-relaxed text-slate-700 print:py-0.5 print:text-xs print:leading-snug"
          >
            <FigureText>{stake}</FigureText>
          </li>
        ))}
      </ul>
    </BodySection>
  );
}

/** The problem: mirrored, numbered challenges on a tinted band. */
export function ChallengesSection({ title, challenges }: { title: string; challenges: readonly string[] }) {
  return (
    <BodySection id="challenges" tint layout="reverse" eyebrow="The problem" title={title}>
      <ol className="grid gap-x-8 gap-y-6 sm:grid-cols-2 print:grid-cols-1 print:gap-1">
        {challenges.map((challenge, index) => (
          <li
            key={challenge}
            className="border-t-2 border-slate-300 pt-4 print:flex print:gap-2 print:border-t print:pt-0.5"
          >
            <span aria-hidden="true" className="text-sm font-bold text-brand-700 tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            <p className="mt-2 text-slate-700 print:mt-0 print:text-xs print:leading-snug">
              <FigureText>{challenge}</FigureText>
            </p>
          </li>
        ))}
      </ol>
    </BodySection>
  );
}

/** The solution: one row per part of the install, its name beside what it does. */
export function SolutionsSection({ title, solutions }: { title: string; solutions: OnePagerPage["solutions"] }) {
  return (
    <BodySection id="solution" layout="stacked" eyebrow="The solution" title={title}>
      <ol className="divide-y divide-slate-200 border-y border-slate-200 print:grid print:grid-cols-2 print:gap-x-6 print:divide-y-0 print:border-0">
        {solutions.map(({ title: solutionTitle, description }, index) => (
          <li
            key={solutionTitle}
            className="grid gap-2 py-6 sm:grid-cols-[3rem_minmax(0,2fr)_minmax(0,3fr)] sm:gap-6 print:grid-cols-[1.25rem_minmax(0,1fr)] print:gap-x-1 print:gap-y-0 print:border-t print:border-slate-200 print:py-1"
          >
            <span
              aria-hidden="true"
              className="text-sm font-bold text-brand-700 tabular-nums sm:pt-1 print:pt-0 print:text-xs"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="text-xl font-bold tracking-[-0.01em] print:text-xs">{solutionTitle}</h3>
            <p className="text-slate-700 print:col-start-2 print:text-xs print:leading-snug">
              <FigureText>{description}</FigureText>
            </p>
          </li>
        ))}
      </ol>
    </BodySection>
  );
}

type PerformanceProps = { title: string; note: string; metrics: readonly Metric[] };

/**
 * A stat band: figures in the data colour on a hairline grid, never broken inside a range, with
 * the basis (the note) beside them. One column on phones, so "$10.5K-$13.5K" fits at 320 px.
 */
export function PerformanceSection({ title, note, metrics }: PerformanceProps) {
  const columns =
    metrics.length % 4 === 0
      ? "lg:grid-cols-4 print:grid-cols-4"
      : metrics.length === 5
        ? "lg:grid-cols-3 print:grid-cols-5"
        : "lg:grid-cols-3 print:grid-cols-3";
  return (
    <section
      id="performance"
      aria-labelledby="performance-heading"
      data-print="keep"
      className="border-y border-slate-200 bg-white py-16 sm:py-24 print:border-0 print:py-1"
    >
      <div className="container-page">
        <header className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:items-end print:gap-4">
          <div>
            <Eyebrow className="print:hidden">Performance</Eyebrow>
            <h2
              id="performance-heading"
              className="mt-3 text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl print:mt-0 print:text-base"
            >
              {title}
            </h2>
          </div>
          <p className="text-pretty text-muted lg:self-end print:text-xs print:leading-snug">
            <FigureText>{note}</FigureText>
          </p>
        </header>
        <dl
          className={`mt-10 grid gap-px overflow-hidden rounded-card border border-slate-200 bg-slate-200 sm:grid-cols-2 print:mt-1.5 ${columns}`}
        >
          {metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col bg-white p-6 print:px-2 print:py-1">
              <dt className="mt-2 text-sm text-slate-600 print:mt-0 print:text-xs print:leading-snug">
                {metric.label}
              </dt>
              <dd className="order-first text-3xl font-extrabold tracking-[-0.02em] text-data-700 tabular-nums sm:text-4xl print:text-lg">
                <FigureValue>{metric.value}</FigureValue>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
