import type { DocumentSection } from "./document-sections";
import { Eyebrow } from "~/components/ui/eyebrow";
import { Unbroken } from "~/components/ui/unbroken";

function SectionLinks({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <ol className="space-y-1 border-l border-slate-200">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="-ml-px flex min-h-9 items-center gap-3 border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-600 transition-colors hover:border-slate-400 hover:text-ink aria-[current=location]:border-brand-700 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800"
          >
            <span aria-hidden="true" className="w-5 shrink-0 text-xs text-slate-500 tabular-nums">
              {index + 1}
            </span>
            <span>
              <Unbroken>{section.title}</Unbroken>
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * On phones a disclosure at the top of the text (a native `<details>`); from 1024 px a list beside
 * the text. Its links are the browser's own jumps to each section; the enhancement module marks
 * the section being read (`data-contents`, app/enhance/contents.ts) and moves focus to a section
 * its link leads to (app/enhance/fragments.ts).
 */
export function TableOfContents({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <div data-contents="">
      <details className="group rounded-card border border-slate-300 bg-white lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
          On this page
          <span aria-hidden="true" className="text-xs font-normal text-muted tabular-nums group-open:hidden">
            {sections.length} sections
          </span>
        </summary>
        <nav aria-label="On this page" className="px-4 pb-4">
          <SectionLinks sections={sections} />
        </nav>
      </details>
      <nav aria-label="On this page" className="hidden lg:block">
        <Eyebrow>On this page</Eyebrow>
        <div className="mt-3">
          <SectionLinks sections={sections} />
        </div>
      </nav>
    </div>
  );
}
