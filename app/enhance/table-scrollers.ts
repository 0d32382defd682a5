/** Whether a table's region has more to show sideways than it has room for. */
export function scrolls(element: Pick<Element, "scrollWidth" | "clientWidth">): boolean {
  return element.scrollWidth > element.clientWidth;
}

/**
 * A table's region (TableScroller, app/components/ui/data-table.tsx) is a Tab stop exactly while it
 * scrolls: one that fits would be a stop that scrolls nothing. Set when the region or its table
 * changes size (a resize, a turned phone, a font that arrived, an island's new figures).
 */
export function initTableScrollers(document: Document): void {
  const regions = document.querySelectorAll<HTMLElement>("[data-table-scroller]");
  if (regions.length === 0) return;
  const update = (region: HTMLElement) => {
    if (scrolls(region)) region.tabIndex = 0;
    else region.removeAttribute("tabindex");
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const region = entry.target.closest<HTMLElement>("[data-table-scroller]");
      if (region) update(region);
    }
  });
  for (const region of regions) {
    observer.observe(region);
    for (const child of region.children) observer.observe(child);
  }
}
