import { FigureText } from "~/features/one-pagers/figure-text";
import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { DocumentSection } from "./document-sections";
import { TableOfContents } from "./table-of-contents";

/** A document body with its table of contents: above the text on phones, a sticky column on desktop. */
export function DocumentLayout({ sections, children }: { sections: readonly DocumentSection[]; children: ReactNode }) {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 print:block print:px-0 print:py-6">
      <div className="print-hidden lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:max-h-[calc(100vh-var(--header-height)-4rem)] lg:self-start lg:overflow-y-auto">
        <TableOfContents sections={sections} />
      </div>
      <div className="max-w-[62ch] min-w-0 print:max-w-none">
        {/* On paper the navigation is gone, so the first page lists the sections instead. */}
        <div aria-hidden="true" data-print="keep" className="mb-6 hidden rounded-card bg-slate-50 p-4 print:block">
          <Eyebrow>In this document</Eyebrow>
          <ol className="mt-2 columns-2 gap-x-6 text-sm text-slate-700">
            {sections.map((section, index) => (
              <li key={section.id}>
                <span className="inline-block w-5 text-slate-400 tabular-nums">{index + 1}</span>
                <FigureText>{section.title}</FigureText>
              </li>
            ))}
          </ol>
        </div>
        {children}
      </div>
    </div>
  );
}
