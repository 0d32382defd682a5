/**
 * The one script every page loads: plain DOM, no framework, a few kilobytes. Each part finds its
 * controls by their data attributes and works from the moment this module runs, right after the
 * page is parsed; without script, what it enhances is either plain HTML that works anyway (links,
 * forms, popover menus, `<details>`) or hidden (the needs-script utility). Parts that only some pages
 * need load as chunks of their own when the page has them (the talent map, React islands after the
 * first paint) or when asked for (the assistant, the video player).
 */
import { initAssistantLauncher } from "./assistant-launcher";
import { initContents } from "./contents";
import { initForms } from "./forms";
import { initFragments } from "./fragments";
import { initIslands } from "./islands";
import { initMenus } from "./menus";
import { initPageActions } from "./page-actions";
import { initVideoCovers } from "./video-covers";

initMenus(document);
initPageActions(document);
initFragments(document);
initContents(document);
initForms(document, window);
initAssistantLauncher(document);
initVideoCovers(document);
initIslands(document);

if (document.querySelector("[data-talent-map]")) void import("./talent-map").then((map) => map.initTalentMap(document));

// Controls that need this module show from now on (the needs-script utility, tailwind.css).
document.documentElement.dataset.enhanced = "";

// SPEC: the not-found page logs the path that was asked for.
const missing = document.querySelector<HTMLElement>("[data-missing-path]");
if (missing) console.error("404 Error: User attempted to access non-existent route:", missing.dataset.missingPath);
