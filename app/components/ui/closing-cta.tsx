import type { ReactNode } from "react";

/**
 * The page's one closing call to action, and its one look: a deep-indigo band across the page
 * (Linear's one dark band), a heading, a line of text, one primary button and at most one quiet
 * link. Every page that closes with a call to action uses this, once (tests/e2e/heroes-and-cta.spec.ts).
 */
export function ClosingCta({
  id,
  title,
  children,
  action,
  secondary,
  onPaper,
}: {
  id: string;
  title: ReactNode;
  children?: ReactNode;
  /** The one primary button, e.g. `<ExternalLinkButton variant="inverse" size="lg">`, or a one-field form. */
  action: ReactNode;
  /** A quiet text link beside it (`closingLinkClasses`). */
  secondary?: ReactNode;
  /** What a printed copy says instead of the buttons (where to go, no long scheduler address); without it the band does not print. */
  onPaper?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-closing-cta
      {...(onPaper ? { "data-print": "keep" } : {})}
      className={`border-b border-white/10 surface-dark section-y ${
        onPaper ? "print:border print:border-slate-300 print:bg-white print:py-2 print:text-ink" : "print-hidden"
      }`}
    >
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16 print:gap-0 print:px-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-title font-bold text-balance print:text-sm">
            {title}
          </h2>
          {children && (
            <div className="mt-4 max-w-measure text-lg text-pretty text-slate-300 print:mt-0.5 print:text-xs print:leading-snug print:text-slate-700">
              {children}
            </div>
          )}
          {onPaper && <p className="mt-2 hidden text-sm print:mt-1 print:block print:text-xs">{onPaper}</p>}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-4 print:hidden">
          {action}
          {secondary}
        </div>
      </div>
    </section>
  );
}

/** The quiet link beside the closing call to action's button. */
export const closingLinkClasses =
  "inline-flex min-h-11 items-center rounded-md text-sm font-semibold break-words text-white underline underline-offset-4 hover:text-brand-100";
