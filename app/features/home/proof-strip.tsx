import type { ReactNode } from "react";

/** A range or figure that must not break at its hyphen ("68-" / "75%"). */
function Range({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

// SPEC's headline claims for the outbound program, each with the basis SPEC gives for it, so a
// figure shown large never stands without its reason (DESIGN.md, "Honesty in the design").
const proof: ReadonlyArray<{ figure: string; label: string; basis: ReactNode }> = [
  {
    figure: "50-70%",
    label: "lower total cost",
    basis: (
      <>
        <Range>$45,000-$72,000</Range> a year against <Range>$151,475</Range> for an internal BDR, fully loaded
      </>
    ),
  },
  {
    figure: "3x",
    label: "faster scaling",
    basis: (
      <>
        ramp-up in <Range>4-6 weeks</Range> instead of <Range>3-4 months</Range> for a new hire
      </>
    ),
  },
  {
    figure: "2-3 weeks",
    label: "to qualified leads",
    basis: (
      <>
        after an installation of <Range>7 days</Range>
      </>
    ),
  },
  {
    figure: "24/7",
    label: "AI operations",
    basis: (
      <>
        behind <Range>80+</Range> outbound activities a day
      </>
    ),
  },
];

/** The stat band under the hero: four figures in a hairline grid, each with its basis. */
export function ProofStrip() {
  return (
    <div className="border-t border-slate-200 bg-slate-50">
      <h2 className="sr-only">Proof in figures</h2>
      <ul className="container-page grid grid-cols-1 divide-slate-200 max-lg:divide-y min-[480px]:max-lg:grid-cols-2 min-[480px]:max-lg:divide-y-0 lg:grid-cols-4 lg:divide-x">
        {proof.map(({ figure, label, basis }) => (
          <li key={label} className="py-6 lg:px-6 lg:py-8 lg:first:pl-0 lg:last:pr-0">
            <p>
              <span className="block text-3xl font-extrabold tracking-[-0.02em] whitespace-nowrap text-data-800 lg:text-4xl">
                {figure}
              </span>
              <span className="mt-1 block font-semibold text-ink">{label}</span>
            </p>
            <p className="mt-1.5 text-sm text-pretty text-muted">{basis}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
