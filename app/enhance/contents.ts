/** The band at the top of the window where a heading counts as being read: its top third. */
export const READING_BAND = 0.34;

/**
 * The id of the section being read: the last heading whose top has reached the reading line, or
 * the first section before any has, so one section is always current.
 */
export function sectionBeingRead(
  headings: ReadonlyArray<{ id: string; top: number }>,
  line: number,
): string | undefined {
  return (headings.filter((heading) => heading.top <= line).at(-1) ?? headings[0])?.id;
}

/**
 * A table of contents (`[data-contents]`, its links `#id`) marks the section being read with
 * `aria-current="location"`, which also styles it. Without script the links stay plain jumps.
 */
export function initContents(document: Document): void {
  const lists = [...document.querySelectorAll<HTMLElement>("[data-contents]")];
  if (lists.length === 0) return;
  const links = lists.flatMap((list) => [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]);
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
  if (headings.length === 0) return;
  let current: string | undefined;
  let queued = false;
  const update = () => {
    queued = false;
    const line = window.innerHeight * READING_BAND;
    const active = sectionBeingRead(
      headings.map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top })),
      line,
    );
    if (active === current) return;
    current = active;
    for (const link of links) {
      if (link.hash === `#${active}`) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  };
  // A jump, a resize or an image above can move the page without a heading crossing any line an
  // observer would watch, so every scroll re-evaluates; reading the headings' positions at most
  // once a frame, in the frame's own callback, where layout is already done and nothing is forced.
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener("scroll", queue, { passive: true });
  window.addEventListener("resize", queue, { passive: true });
  queue();
}
