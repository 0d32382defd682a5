/** The band at the top of the window where a heading counts as being read: its top third. */
export const READING_BAND = 0.34;

/** The id of the section being read: the last heading whose top has reached the reading line. */
export function sectionBeingRead(
  headings: ReadonlyArray<{ id: string; top: number }>,
  line: number,
): string | undefined {
  return headings.filter((heading) => heading.top <= line).at(-1)?.id;
}

/**
 * A table of contents (`[data-contents]`, its links `#id`) marks the section being read with
 * `aria-current="location"`, which also styles it.
 */
export function initContents(document: Document): void {
  const lists = [...document.querySelectorAll<HTMLElement>("[data-contents]")];
  if (lists.length === 0 || !("IntersectionObserver" in window)) return;
  const links = lists.flatMap((list) => [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]);
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
  if (headings.length === 0) return;
  const update = () => {
    // The observer reports a heading as it enters the band, its top a fraction of a pixel inside:
    // measured against the same line it counts at once.
    const line = window.innerHeight * READING_BAND + 1;
    const active = sectionBeingRead(
      headings.map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top })),
      line,
    );
    for (const link of links) {
      if (link.hash === `#${active}`) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  };
  // Observing the headings is cheaper than a scroll listener; each crossing re-evaluates. The
  // observer also reports every heading once the page is first laid out, which sets the first
  // current section: measuring here instead would force that layout inside this module's task.
  const observer = new IntersectionObserver(update, {
    rootMargin: `0px 0px -${Math.round((1 - READING_BAND) * 100)}% 0px`,
  });
  for (const heading of headings) observer.observe(heading);
}
