/** The element an event happened on, when it is one (a click on text reports its element). */
export function elementOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target : null;
}

/** True for clicks the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Moves focus to an element without scrolling, making it focusable first when it is not. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}
