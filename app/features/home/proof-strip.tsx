import { home } from "~/content/home";
import { FigureText } from "~/features/one-pagers/figure-text";

/**
 * The proof under the hero's text: the healthtech consultancy's own figures (content/data/home.ts)
 * in a hairline grid, each with its basis, so a figure shown large never stands without its
 * reason (DESIGN.md, "Honesty in the design").
 */
export function ProofStrip() {
  return (
    <div className="border-t border-slate-200 pt-5">
      <h2 className="sr-only">Proof in figures</h2>
      <ul className="grid grid-cols-1 gap-x-8 gap-y-5 min-[480px]:grid-cols-2">
        {home.proof.map(({ figure, label, basis }) => (
          <li key={label}>
            <p>
              <span className="block text-3xl font-extrabold tracking-[-0.02em] whitespace-nowrap text-data-800">
                {figure}
              </span>
              <span className="mt-1 block font-semibold text-ink">{label}</span>
            </p>
            <p className="mt-1 text-sm text-pretty text-muted">
              <FigureText>{basis}</FigureText>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
