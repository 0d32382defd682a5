import type { ReactNode } from "react";
import type { DocumentSection } from "./document-sections";
import { TableOfContents } from "./table-of-contents";

// Long-form reading: roomy headings, a rule above each top-level section, compact tables.
export const proseClasses =
  "prose max-w-none prose-slate sm:prose-lg print:prose-sm prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-h2:mt-16 prose-h2:border-t prose-h2:border-slate-200 prose-h2:pt-10 prose-h2:text-3xl prose-h3:text-brand-900 prose-a:text-brand-700 prose-strong:text-ink prose-li:marker:text-brand-600 prose-table:text-sm prose-th:bg-slate-50 prose-th:px-3 prose-th:py-2 prose-td:px-3 prose-td:align-top [&>h2:first-child]:mt-0 [&>h2:first-child]:border-0 [&>h2:first-child]:pt-0 print:prose-h2:mt-8 print:prose-h2:pt-5 print:prose-h2:text-2xl";

/** A document body with its table of contents: above the text on phones, a sticky column on desktop. */
export function DocumentLayout({ sections, children }: { sections: readonly DocumentSection[]; children: ReactNode }) {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 print:block print:px-0 print:py-6">
      <div className="print-hidden lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:max-h-[calc(100vh-var(--header-height)-4rem)] lg:self-start lg:overflow-y-auto">
        <TableOfContents sections={sections} />
      </div>
      <div className="max-w-3xl min-w-0 print:max-w-none">
        {/* On paper the navigation is gone, so the first page lists the sections instead. */}
        <div aria-hidden="true" data-print="keep" className="mb-6 hidden rounded-card bg-slate-50 p-4 print:block">
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">In this document</p>
          <ol className="mt-2 columns-2 gap-x-6 text-sm text-slate-700">
            {sections.map((section, index) => (
              <li key={section.id}>
                <span className="inline-block w-5 text-slate-400 tabular-nums">{index + 1}</span>
                {section.title}
              </li>
            ))}
          </ol>
        </div>
        {children}
      </div>
    </div>
  );
}
