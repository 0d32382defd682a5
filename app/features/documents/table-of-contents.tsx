import { useEffect, useState, type MouseEvent } from "react";
import { isModifiedClick, scrollToSection } from "~/lib/section-nav";
import type { DocumentSection } from "./document-sections";

// The band at the top of the window where a heading counts as being read: its top third.
const BAND = 0.34;

/** The id of the section being read: the last heading that has scrolled into the top third. */
function useActiveSection(sections: readonly DocumentSection[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const headings = sections
      .map((section) => document.getElementById(section.id))
      .filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0 || !("IntersectionObserver" in window)) return;
    const update = () => {
      // The observer reports a heading as it enters the band, its top a fraction of a pixel
      // inside: measured against the same line, it counts at once (a lower line missed it, and
      // the next report only came when it left the window).
      const line = window.innerHeight * BAND + 1;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setActive(passed.at(-1)?.id);
    };
    // Observing the headings is cheaper than a scroll listener; each crossing re-evaluates.
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${Math.round((1 - BAND) * 100)}% 0px` });
    headings.forEach((heading) => observer.observe(heading));
    update();
    return () => observer.disconnect();
  }, [sections]);
  return active;
}

/**
 * A contents link scrolls to its section and moves focus there, as section links do: the
 * browser's own fragment jump, rerouted through the router, left focus on the page's body.
 */
function jumpToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (isModifiedClick(event) || !scrollToSection(id)) return;
  event.preventDefault();
  window.history.pushState(window.history.state, "", `#${id}`);
}

function SectionLinks({ sections, active }: { sections: readonly DocumentSection[]; active?: string }) {
  return (
    <ol className="space-y-1 border-l border-slate-200">
      {sections.map((section, index) => {
        const current = section.id === active;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => jumpToSection(event, section.id)}
              aria-current={current ? "location" : undefined}
              className={`-ml-px flex min-h-9 items-center gap-3 border-l-2 py-1.5 pl-4 text-sm transition-colors ${
                current
                  ? "border-brand-700 font-semibold text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-400 hover:text-ink"
              }`}
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-xs text-slate-500 tabular-nums">
                {index + 1}
              </span>
              {section.title}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * On phones a disclosure at the top of the text (a native `<details>`: it opens before the page
 * hydrates); from 1024 px a list beside the text that marks the section being read.
 */
export function TableOfContents({ sections }: { sections: readonly DocumentSection[] }) {
  const active = useActiveSection(sections);
  return (
    <>
      <details className="group rounded-card border border-slate-300 bg-white lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
          On this page
          <span aria-hidden="true" className="text-xs font-normal text-muted tabular-nums group-open:hidden">
            {sections.length} sections
          </span>
        </summary>
        <nav aria-label="On this page" className="px-4 pb-4">
          <SectionLinks sections={sections} active={active} />
        </nav>
      </details>
      <nav aria-label="On this page" className="hidden lg:block">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">On this page</p>
        <div className="mt-3">
          <SectionLinks sections={sections} active={active} />
        </div>
      </nav>
    </>
  );
}
