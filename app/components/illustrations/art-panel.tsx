import type { ReactNode } from "react";
import { Illustration } from "./illustration";

/**
 * A listing's hero visual: the art of what the page lists (motifs or case-study charts, chosen
 * on the server), up to four in a hairline grid, with a caption that counts them.
 */
export function ArtPanel({ art, caption }: { art: readonly string[]; caption: ReactNode }) {
  const shown = [...new Set(art)].slice(0, 4);
  return (
    <figure className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card print:hidden">
      <div aria-hidden="true" className={`grid gap-px bg-slate-200 ${shown.length > 1 ? "grid-cols-2" : ""}`}>
        {shown.map((src, index) => (
          <Illustration key={src} src={src} priority={index < 2} className="aspect-[40/21] w-full bg-white" />
        ))}
      </div>
      <figcaption className="border-t border-slate-200 px-5 py-4 text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
