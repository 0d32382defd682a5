import type { MDXComponents } from "mdx/types";
import type { ReactNode } from "react";
import { Figure } from "~/components/ui/figure";
import type { FrameworkComponentName } from "~/content/mdx-component-names";
import { growthFrameworkFigures as figures } from "~/content/growth-framework";
import type { DocumentFigures } from "~/content/pages";
import { PhaseDiagram, PillarDiagram } from "./framework-diagrams";
import { documentComponents } from "./mdx-components";

/**
 * The growth framework's figures, drawn on the server as SVG from its front matter (`figures`):
 * the four pillars in two shapes (wide from 640 px and on paper, tall on phones, so its words stay
 * legible), and its key figures as callouts. Each pillar's and phase's own diagram: framework-diagrams.tsx.
 */

/** Words in lines of at most `max` characters (a long word keeps its own line). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A text's lines as tspans, `step` apart; each ends with its space, so the text reads whole when copied. */
function Lines({ lines, x, step }: { lines: readonly string[]; x: number; step: number }) {
  return lines.map((line, index) => (
    <tspan key={line} x={x} dy={index === 0 ? 0 : step}>
      {index < lines.length - 1 ? `${line} ` : line}
    </tspan>
  ));
}

/** The same drawing wide (from 640 px, and on paper) and tall (phones); the one on screen is the figure. */
function TwoShapes({
  label,
  wide,
  tall,
}: {
  label: string;
  wide: [number, number, ReactNode];
  tall: [number, number, ReactNode];
}) {
  const svg = ([width, height, body]: [number, number, ReactNode], className: string) => (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className={`h-auto w-full ${className}`}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {body}
    </svg>
  );
  return (
    // A box, not a <figure>: the drawing inside is the figure, with its text alternative; a figure
    // around it became a Figure without one in the tagged PDF.
    <div className="not-prose my-10 rounded-card border border-slate-200 bg-white p-4 sm:p-6" data-print="keep">
      {svg(wide, "hidden sm:block print:block")}
      {svg(tall, "mx-auto max-w-sm sm:hidden print:hidden")}
    </div>
  );
}

function Arrowhead({ id }: { id: string }) {
  return (
    <defs>
      <marker
        id={id}
        viewBox="0 0 10 10"
        refX="8"
        refY="5"
        markerWidth="6"
        markerHeight="6"
        orient="auto-start-reverse"
      >
        <path d="M1 1L9 5L1 9" className="stroke-data-700" strokeWidth="2" />
      </marker>
    </defs>
  );
}

export function pillarsLabel({ pillars, loop }: Pick<DocumentFigures, "pillars" | "loop">): string {
  return `${pillars.map((pillar, index) => `${index + 1}. ${pillar.name}: ${pillar.role}.`).join(" ")} ${loop}.`;
}

/** The pillars side by side on one base, each building on the last, the last feeding back to the first. */
export function FrameworkPillars() {
  const { pillars, loop } = figures;
  const count = pillars.length;
  const step = 680 / count;
  const width = step - 20;
  const centre = (index: number) => 20 + index * step + width / 2;
  const first = centre(0);
  const last = centre(count - 1);
  const wide = (
    <>
      <Arrowhead id="pillars-loop" />
      <text x="360" y="18" textAnchor="middle" className="fill-data-800 text-[13px] font-semibold">
        {loop}
      </text>
      <path
        d={`M${last} 90C${last} 34 ${first} 34 ${first} 90`}
        className="stroke-data-600"
        strokeWidth="3"
        strokeDasharray="2 9"
        markerEnd="url(#pillars-loop)"
      />
      {pillars.map((pillar, index) => {
        const x = 20 + index * step;
        const cx = centre(index);
        return (
          <g key={pillar.name}>
            <rect
              x={x}
              y="96"
              width={width}
              height="176"
              rx="12"
              className="fill-brand-50 stroke-brand-600"
              strokeWidth="3"
            />
            <circle cx={cx} cy="132" r="17" className="fill-brand-700" />
            <text x={cx} y="138" textAnchor="middle" className="fill-white text-[16px] font-bold">
              {index + 1}
            </text>
            <text x={cx} y="182" textAnchor="middle" className="fill-ink text-[15px] font-bold">
              <Lines lines={wrap(pillar.name, 14)} x={cx} step={19} />
            </text>
            <text x={cx} y="236" textAnchor="middle" className="fill-slate-600 text-[13px]">
              <Lines lines={wrap(pillar.role, 18)} x={cx} step={17} />
            </text>
            {index < count - 1 && (
              <path d={`M${x + width + 5} 176l10 8l-10 8`} className="stroke-brand-400" strokeWidth="3" />
            )}
          </g>
        );
      })}
      <rect x="10" y="280" width="700" height="14" rx="5" className="fill-brand-700" />
    </>
  );
  const row = 92;
  const loopLines = wrap(loop, 34);
  const tall = (
    <>
      <Arrowhead id="pillars-loop-tall" />
      {pillars.map((pillar, index) => {
        const y = 8 + index * row;
        return (
          <g key={pillar.name}>
            <rect
              x="8"
              y={y}
              width="264"
              height="76"
              rx="12"
              className="fill-brand-50 stroke-brand-600"
              strokeWidth="3"
            />
            <circle cx="40" cy={y + 38} r="15" className="fill-brand-700" />
            <text x="40" y={y + 44} textAnchor="middle" className="fill-white text-[15px] font-bold">
              {index + 1}
            </text>
            <text x="68" y={y + 33} className="fill-ink text-[15px] font-bold">
              {pillar.name}
            </text>
            <text x="68" y={y + 54} className="fill-slate-600 text-[13px]">
              {pillar.role}
            </text>
          </g>
        );
      })}
      <path
        d={`M272 ${8 + (count - 1) * row + 38}H300V46H280`}
        className="stroke-data-600"
        strokeWidth="3"
        strokeDasharray="2 9"
        markerEnd="url(#pillars-loop-tall)"
      />
      <text x="8" y={16 + count * row} className="fill-data-800 text-[13px] font-semibold">
        <Lines lines={loopLines} x={8} step={17} />
      </text>
    </>
  );
  return (
    <TwoShapes
      label={pillarsLabel(figures)}
      wide={[720, 300, wide]}
      tall={[320, 16 + count * row + loopLines.length * 17, tall]}
    />
  );
}

/** A set of the document's key figures as callouts: each figure large, with its basis beside it. */
export function KeyFigures({ set }: { set: string }) {
  const items = figures.keyFigures[set];
  if (!items) {
    throw new Error(
      `content/pages/growth-framework.mdx shows <KeyFigures set="${set}" /> without "figures.keyFigures.${set}"`,
    );
  }
  const columns = items.length >= 3 ? "sm:grid-cols-3" : items.length === 2 ? "sm:grid-cols-2" : "";
  return (
    <dl
      className={`not-prose my-10 grid gap-px overflow-hidden rounded-card border border-slate-200 bg-slate-200 ${columns}`}
      data-print="keep"
    >
      {items.map((item) => (
        <Figure key={item.label} value={item.value} label={item.label} basis={item.basis} className="bg-white p-5" />
      ))}
    </dl>
  );
}

/** The growth framework's components: a document's, and its figures. */
export const growthFrameworkComponents: MDXComponents = {
  ...documentComponents,
  ...({ FrameworkPillars, KeyFigures, PillarDiagram, PhaseDiagram } satisfies Record<FrameworkComponentName, unknown>),
};
