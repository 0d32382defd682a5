import { home } from "~/content/home";
import { FigureText } from "~/features/one-pagers/figure-text";

/**
 * The stat band under the hero: the healthtech consultancy's own proof (content/data/home.ts),
 * four figures in a hairline grid, each with its basis, so a figure shown large never stands
 * without its reason (DESIGN.md, "Honesty in the design").
 */
export function ProofStrip() {
  return (
    <div className="border-t border-slate-200 bg-slate-50">
      <h2 className="sr-only">Proof in figures</h2>
      <ul className="container-page grid grid-cols-1 divide-slate-200 max-lg:divide-y min-[480px]:max-lg:grid-cols-2 min-[480px]:max-lg:divide-y-0 lg:grid-cols-4 lg:divide-x">
        {home.proof.map(({ figure, label, basis }) => (
          <li key={label} className="py-6 lg:px-6 lg:py-8 lg:first:pl-0 lg:last:pr-0">
            <p>
              <span className="block text-3xl font-extrabold tracking-[-0.02em] whitespace-nowrap text-data-800 lg:text-4xl">
                {figure}
              </span>
              <span className="mt-1 block font-semibold text-ink">{label}</span>
            </p>
            <p className="mt-1.5 text-sm text-pretty text-muted">
              <FigureText>{basis}</FigureText>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
