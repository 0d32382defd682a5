import { elementOf } from "./dom";

/**
 * The popover menus (the header's and the launcher's) open and close without script; with
 * it, a choice in a menu closes it, as a menu does, and so does focus moving on to something outside
 * it and its button, so an open menu never covers the focused element (WCAG 2.4.11).
 */
export function initMenus(document: Document): void {
  document.addEventListener("click", (event) => {
    const choice = elementOf(event)?.closest("a[href], button:not([popovertarget])");
    const menu = choice?.closest<HTMLElement>("[popover]");
    if (menu?.matches(":popover-open")) menu.hidePopover();
  });
  document.addEventListener("focusout", (event) => {
    const menu = elementOf(event)?.closest<HTMLElement>("[popover]");
    const next = event.relatedTarget;
    // Focus leaving the window, or going to the menu's own button (which toggles it), changes nothing.
    if (!menu?.matches(":popover-open") || !(next instanceof Element) || menu.contains(next)) return;
    if (menu.id && next.closest(`[popovertarget="${menu.id}"]`)) return;
    menu.hidePopover();
  });
}
