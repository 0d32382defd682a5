import type { ReactNode } from "react";

/**
 * The one dark band of a page (Linear): its closing call to action, with one primary action and
 * at most one secondary link. Use it once per page, last before the footer.
 */
export function DarkCta({
  id,
  title,
  children,
  action,
  secondary,
}: {
  id?: string;
  title: ReactNode;
  children?: ReactNode;
  /** The one primary button, e.g. `<ExternalLinkButton variant="inverse" size="lg">`. */
  action: ReactNode;
  /** A quiet text link beside it. */
  secondary?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="print-hidden surface-dark section-y">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div className="min-w-0">
          <h2 id={headingId} className="text-title font-bold text-balance">
            {title}
          </h2>
          {children && <div className="mt-4 max-w-measure text-slate-300">{children}</div>}
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          {action}
          {secondary}
        </div>
      </div>
    </section>
  );
}
