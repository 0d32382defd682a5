import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { FigureText } from "~/features/one-pagers/figure-text";
import { growthFrameworkFigures as figures, phaseSpan } from "~/content/growth-framework";
import type { Diagram } from "~/content/pages";
import { ContentError } from "~/content/schema-errors";

/**
 * Each pillar's and each phase of the growth framework's own diagram, from its front matter
 * (`figures.pillars[].diagram`, `figures.phases[].focus`). Drawn as HTML, not SVG: the words are
 * the diagram, so they wrap at any width, read in order and print as text; the shapes (narrowing
 * steps, a fan, a flow, a loop, a span of days) are layout and borders, the data colour throughout.
 */

const FILE = "content/pages/growth-framework.mdx";

function DiagramFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure
      aria-label={caption}
      className="not-prose my-6 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      data-print="keep"
    >
      <figcaption className="text-sm font-semibold text-ink">{caption}</figcaption>
      <div className="mt-4 text-sm text-slate-700">{children}</div>
    </figure>
  );
}

const box = "rounded-lg border border-data-200 bg-data-50 px-3 py-2";

function Step({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-data-700 text-xs font-bold text-white tabular-nums"
    >
      {n}
    </span>
  );
}

function DownArrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mx-auto my-1 size-4 stroke-data-600" fill="none">
      <path d="M8 2v11M3.5 8.5 8 13l4.5-4.5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Steps that narrow, each narrower than the last, to the few who matter (`to`). */
function Narrow({ steps, to }: Diagram) {
  const shrink = steps.length > 1 ? 24 / (steps.length - 1) : 0;
  return (
    <>
      <ol className="grid justify-items-center gap-1.5">
        {steps.map((step, index) => (
          <li
            key={step}
            style={{ width: `${100 - index * shrink}%` }}
            className={`${box} text-center ${index === steps.length - 1 ? "border-data-700 font-semibold text-ink" : ""}`}
          >
            {step}
          </li>
        ))}
      </ol>
      {to && (
        <>
          <DownArrow />
          <p className="mx-auto max-w-md text-center text-pretty">{to}</p>
        </>
      )}
    </>
  );
}

/** One source (`from`) that branches into each step. */
function Fan({ from, steps, to }: Diagram) {
  return (
    <>
      {from && (
        <p className="mx-auto max-w-sm rounded-lg bg-data-800 px-3 py-2 text-center font-semibold text-white">{from}</p>
      )}
      <div
        aria-hidden="true"
        className="mx-[calc(100%/8)] mt-1 hidden h-4 border-x-2 border-t-2 border-data-300 sm:block"
      />
      <DownArrow />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {steps.map((step) => (
          <li key={step} className={`${box} text-center font-semibold text-ink`}>
            {step}
          </li>
        ))}
      </ul>
      {to && <p className="mt-3 border-t border-slate-200 pt-3 text-pretty">{to}</p>}
    </>
  );
}

// Static class names, so Tailwind sees them.
const columns: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-4",
  5: "sm:grid-cols-5",
  6: "sm:grid-cols-6",
};

/** Steps in order, along one line: down the page on phones, across from 640 px. */
function Flow({ steps, to }: Diagram) {
  return (
    <>
      <ol className={`relative grid gap-3 ${columns[steps.length] ?? ""}`}>
        <li
          aria-hidden="true"
          className="absolute top-3 bottom-3 left-3 w-0.5 bg-data-200 sm:top-3 sm:right-[10%] sm:bottom-auto sm:left-[10%] sm:h-0.5 sm:w-auto"
        />
        {steps.map((step, index) => (
          <li key={step} className="relative flex items-start gap-3 sm:flex-col sm:items-center sm:text-center">
            <Step n={index + 1} />
            <span className={index === steps.length - 2 ? "font-semibold text-ink" : ""}>{step}</span>
          </li>
        ))}
      </ol>
      {to && <p className="mt-3 border-t border-slate-200 pt-3 text-pretty">{to}</p>}
    </>
  );
}

// Four steps go round: 1 and 2 on top, 3 under 2, 4 under 1 (from 640 px).
const loopPlaces = ["", "", "sm:col-start-2 sm:row-start-2", "sm:col-start-1 sm:row-start-2"];

/** Steps that start again after the last: round a circle from 640 px, with a way back on phones. */
function Loop({ steps, to }: Diagram) {
  const round = steps.length === 4;
  return (
    <>
      <div className="relative">
        <ol className={`grid gap-2 ${round ? "sm:grid-cols-2 sm:gap-x-16 sm:gap-y-3" : ""}`}>
          {steps.map((step, index) => (
            <li key={step} className={`${box} flex items-start gap-3 ${round ? loopPlaces[index] : ""}`}>
              <Step n={index + 1} />
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <svg
          aria-hidden="true"
          viewBox="0 0 40 40"
          fill="none"
          className={`absolute top-1/2 left-1/2 size-10 -translate-1/2 stroke-data-600 ${round ? "hidden sm:block" : "hidden"}`}
        >
          <path d="M31 12a13 13 0 1 0 2 11" strokeWidth="3" strokeLinecap="round" />
          <path d="M33 4v9h-9" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 16"
          fill="none"
          className={`mt-1 ml-2 h-4 w-6 stroke-data-600 ${round ? "sm:hidden" : ""}`}
        >
          <path d="M20 2v6H4M8 4 4 8l4 4" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {to && <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-pretty">{to}</p>}
    </>
  );
}

const shapes = { narrow: Narrow, fan: Fan, flow: Flow, loop: Loop } satisfies Record<
  Diagram["kind"],
  (diagram: Diagram) => ReactNode
>;

/** `<PillarDiagram name="Target Blueprint" />`: that pillar's own diagram. */
export function PillarDiagram({ name }: { name: string }) {
  const found = figures.pillars.find((pillar) => pillar.name === name);
  if (!found) {
    throw new ContentError(
      `${FILE} shows <PillarDiagram name="${name}" />, which is not one of its pillars (${figures.pillars.map((pillar) => pillar.name).join(", ")})`,
    );
  }
  const Shape = shapes[found.diagram.kind];
  return (
    <DiagramFigure caption={found.diagram.caption}>
      <Shape {...found.diagram} />
    </DiagramFigure>
  );
}

/** `<PhaseDiagram when="Days 1-30" />`: where that phase sits in the rollout, the pillars it puts to work, its review. */
export function PhaseDiagram({ when }: { when: string }) {
  const { phases, pillars, milestone } = figures;
  const found = phases.find((phase) => phase.when === when);
  if (!found) {
    throw new ContentError(
      `${FILE} shows <PhaseDiagram when="${when}" />, which is not one of its phases (${phases.map((phase) => phase.when).join(", ")})`,
    );
  }
  const end = Math.max(...phases.map((each) => phaseSpan(each.when).to));
  return (
    <DiagramFigure caption={`${found.when} of ${end}: ${found.name}`}>
      {/* The days to scale: each phase as wide as its share of the rollout. */}
      <ol className="flex gap-1">
        {phases.map((each) => {
          const { from, to } = phaseSpan(each.when);
          const current = each === found;
          return (
            <li
              key={each.when}
              aria-current={current ? "step" : undefined}
              style={{ flexGrow: to - from + 1 }}
              className={`min-w-0 basis-0 rounded-md px-2 py-1.5 text-center text-xs tabular-nums ${
                current ? "bg-data-700 font-semibold text-white" : "bg-slate-100 text-slate-600"
              }`}
            >
              <FigureText>{each.when}</FigureText>
            </li>
          );
        })}
      </ol>
      {/* The pillars it puts to work, then the review it ends with. */}
      <p className="mt-3 flex flex-wrap items-center gap-2">
        <span className="sr-only">Pillars at work:</span>
        {found.focus.map((name) => (
          <span
            key={name}
            className="inline-flex items-center gap-2 rounded-full border border-data-200 bg-data-50 py-0.5 pr-3 pl-0.5 font-semibold text-ink"
          >
            <Step n={pillars.findIndex((pillar) => pillar.name === name) + 1} />
            {name}
          </span>
        ))}
        <span className="inline-flex items-center gap-2 py-0.5 font-semibold text-ink">
          <Icon name="arrow-right" className="size-4 text-data-600" />
          <span className="sr-only">, ending with a</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-data-600">
            <path d="M10 1l9 9-9 9-9-9z" />
          </svg>
          {milestone}
        </span>
      </p>
    </DiagramFigure>
  );
}
