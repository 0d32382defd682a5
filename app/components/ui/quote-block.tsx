import type { ReactNode } from "react";

/**
 * A large quote, attributed to a role (PRODUCT.md: never an invented person). `source` says where
 * the words come from when it is not the person themself, e.g. "Illustrative case study".
 */
export function QuoteBlock({
  quote,
  role,
  source,
  className = "",
}: {
  quote: ReactNode;
  role: string;
  source?: ReactNode;
  className?: string;
}) {
  return (
    <figure className={`mx-auto max-w-4xl border-l-4 border-brand-700 pl-6 sm:pl-10 ${className}`}>
      <blockquote className="text-[clamp(1.375rem,1.1rem+1.2vw,2rem)] leading-snug font-semibold tracking-tight text-balance text-ink">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 text-base text-muted">
        <span className="font-semibold text-ink">{role}</span>
        {source && <span> · {source}</span>}
      </figcaption>
    </figure>
  );
}
