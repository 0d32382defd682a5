/**
 * The one script every page loads: plain DOM, no framework, a few kilobytes. Each part finds its
 * controls by their data attributes and works from the moment this module runs; without script,
 * what it enhances is either plain HTML that works anyway (links, forms, popover menus, `<details>`)
 * or hidden (the needs-script utility). Parts that only some pages need load as chunks of their own
 * when the page has them (the talent map, React islands after the first paint) or when asked for
 * (the assistant, the video player).
 *
 * The module is `async` (app/root.tsx): it runs as soon as it arrives, often before the end of the
 * page is parsed, and the page's DOMContentLoaded does not wait for it. So what it does at once
 * listens on the document (clicks, submits, focus), which works whatever is parsed yet; what looks
 * for elements in the page (the contents, islands, the talent map) runs once the page has loaded.
 * Why (decision 011): a deferred module ran in the task that ends the parse, with the document's
 * style and layout, a task that Lighthouse's phone model counted as blocking on long pages.
 */
import { initAssistantLauncher } from "./assistant-launcher";
import { initContents } from "./contents";
import { initForms } from "./forms";
import { initFragments } from "./fragments";
import { initIslands } from "./islands";
import { initMenus } from "./menus";
import { initPageActions } from "./page-actions";
import { initTableScrollers } from "./table-scrollers";
import { initVideoCovers } from "./video-covers";

initMenus(document);
initPageActions(document);
initFragments(document);
initForms(document, window);
initAssistantLauncher(document);
initVideoCovers(document);

// Controls that need this module show from now on (the needs-script utility, tailwind.css).
document.documentElement.dataset.enhanced = "";

function whenLoaded(start: () => void): void {
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

whenLoaded(() => {
  initContents(document);
  initTableScrollers(document);
  initIslands(document);
  if (document.querySelector("[data-talent-map]"))
    void import("./talent-map").then((map) => map.initTalentMap(document));
  // SPEC: the not-found page logs the path that was asked for.
  const missing = document.querySelector<HTMLElement>("[data-missing-path]");
  if (missing) console.error("404 Error: User attempted to access non-existent route:", missing.dataset.missingPath);
});
