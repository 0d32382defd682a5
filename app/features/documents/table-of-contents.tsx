import { useEffect, useState, type MouseEvent } from "react";
import { isModifiedClick, scrollToSection } from "~/lib/section-nav";
import type { DocumentSection } from "./document-sections";

/** The id of the section being read: the last heading that has scrolled past the top third. */
function useActiveSection(sections: readonly DocumentSection[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const headings = sections
      .map((section) => document.getElementById(section.id))
      .filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0 || !("IntersectionObserver" in window)) return;
    const update = () => {
      const line = window.innerHeight / 3;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setActive(passed.at(-1)?.id);
    };
    // Observing the headings is cheaper than a scroll listener; each crossing re-evaluates.
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -66% 0px" });
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

export function TableOfContents({ sections }: { sections: readonly DocumentSection[] }) {
  const active = useActiveSection(sections);
  return (
    <nav aria-labelledby="toc-heading" className="rounded-card border border-slate-200 bg-white p-5 lg:border-0 lg:p-0">
      <h2 id="toc-heading" className="text-xs font-semibold tracking-wider text-muted uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 border-l border-slate-200">
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
    </nav>
  );
}
