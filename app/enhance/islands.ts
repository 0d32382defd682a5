/**
 * Loads the page's React islands (app/islands/island.tsx) once the browser has painted the page
 * (called once the page has loaded, app/enhance/main.ts).
 *
 * Why after the first paint (decision 011): an island loaded by its own `<script type="module">`
 * had React DOM (57 kB) and its code fetched at high priority beside the stylesheet and font, and
 * Lighthouse's mobile model counts every request that ends before the largest paint as one it
 * waited for: /roi-calculator scored 98-99 with its LCP 1.34x the page without React, the podcast
 * page 1.13x (gates: 100 and 1.02x). Loaded from here, a page with an island fetches before its
 * first paint exactly what a page without one does (ratio 0.99-1.01, score 100).
 * The price, measured by `npm run bench:visitor` (CPU 4x, calculator opened directly): first paint
 * unchanged in Chrome; the calculator follows typing 70-90 ms later on good 4G and 360-450 ms later
 * on slow 4G (what is typed before is kept). Reached by a link within the site, the page was
 * prerendered and hydrated before it is shown, then and now.
 *
 * Since the page's load (main.ts), the islands' modules no longer share the network with what the
 * page loads first, its font and images: Lighthouse put /healthtech-heroes' LCP at 1.03-1.04x the
 * page without them when they loaded right after the first paint, 0.99x since; the calculator
 * hydrates no later (`npm run bench:visitor`, slow 4G, CPU 4x: 2,065 ms against 2,135 ms).
 *
 * A page that is not shown (prerendered by Speculation Rules, or opened in a background tab)
 * paints nothing until it is, so its islands load once it has loaded.
 *
 * An island rendered with `when="near"` (far below the first screen, working as HTML until then)
 * loads once it comes near the viewport instead (whenNear below).
 */
export function initIslands(doc: Document): void {
  const islands = [...doc.querySelectorAll<HTMLElement>("[data-island-module]")];
  if (islands.length === 0) return;
  const unseen = doc.visibilityState === "hidden" || (doc as Document & { prerendering?: boolean }).prerendering;
  const requested = new Set<string>();
  const load = (module: string) => {
    if (requested.has(module)) return;
    requested.add(module);
    // By its URL, which the server rendered (app/islands/island.tsx). Listing every island's
    // imports here so that they load side by side measured no sooner hydration (2,219-2,282 ms
    // against 2,210 ms on slow 4G) and cost every page 0.4 kB.
    import(/* @vite-ignore */ module).catch((error: unknown) => {
      // The server-rendered island stays: its links and form work without React.
      console.error(`The island module ${module} did not load:`, error);
    });
  };
  void (unseen ? Promise.resolve() : afterFirstPaint()).then(() => {
    for (const island of islands) {
      const module = island.dataset.islandModule;
      if (!module) continue;
      // A page prerendered for a link's click is hydrated whole before it shows, as before.
      if (island.dataset.islandWhen === "near" && !unseen) whenNear(island, () => load(module));
      else load(module);
    }
  });
}

/**
 * How far from the viewport an island that waits to be near (`data-island-when="near"`) starts
 * loading: half a screen's height above or below, so that a visitor scrolling to it finds it
 * hydrated or hydrating; until then it is HTML that works (the podcast carousel's links and
 * scroll-snap row). A whole screen would load the carousel at once on a phone (its top is 1.9
 * screens down at Lighthouse's 412x823).
 */
const NEAR_MARGIN = "50% 0px";

/**
 * Calls `near` once the visitor first scrolls the page, or once any of the island's boxes comes
 * within NEAR_MARGIN of the viewport (a link to a section, a page opened scrolled), whichever comes
 * first. The island's own element has no box (`display: contents`), so its children are watched.
 *
 * Why (decision 011, amended): the podcast carousel sits far below the one-pager's first screen,
 * and loading React at the page's load cost it on a phone: Lighthouse's time to interactive ran to
 * the end of React's evaluation, so the document's own later tasks counted as blocking time too
 * (mobile performance 88 on a quiet host). The first scroll, not only the margin: a visitor on slow
 * 4G (CPU 4x) who jumped to the carousel 3 s after the load waited 1.6-2.7 s for its controls with
 * the margin alone; a visitor scrolling down starts the download as they start to move.
 */
function whenNear(island: HTMLElement, near: () => void): void {
  if (typeof IntersectionObserver !== "function") return near();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: NEAR_MARGIN },
  );
  function start() {
    observer.disconnect();
    window.removeEventListener("scroll", start);
    near();
  }
  for (const child of island.children) observer.observe(child);
  window.addEventListener("scroll", start, { once: true, passive: true });
}

/**
 * Resolves once the browser has reported the page's first contentful paint (Paint Timing), which
 * comes after the frame is on screen; where that is not reported, just after the next frame.
 */
function afterFirstPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}
