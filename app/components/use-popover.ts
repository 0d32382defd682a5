import { useCallback, useRef, type FocusEvent } from "react";

/**
 * A menu the browser opens and closes: a `popover` panel with a `popovertarget` button. Escape,
 * a click outside and the button itself close it, before hydration and without script, and
 * assistive technology hears the button's expanded state. `close` is for closing it after a
 * choice; before hydration the first-input script (server/first-input.js) does that. `onBlur`
 * (on the panel) closes it when focus moves on to something outside it and its button, so an
 * open menu never covers the focused element (WCAG 2.4.11).
 */
export function usePopover<Panel extends HTMLElement>() {
  const ref = useRef<Panel>(null);
  const close = useCallback(() => {
    const panel = ref.current;
    if (panel?.matches(":popover-open")) panel.hidePopover();
  }, []);
  const onBlur = useCallback(
    (event: FocusEvent<Panel>) => {
      const next = event.relatedTarget;
      const panel = ref.current;
      // Focus leaving the window, or to the menu's own button (which toggles it), changes nothing.
      if (!(next instanceof Element) || !panel || panel.contains(next)) return;
      if (panel.id && next.closest(`[popovertarget="${panel.id}"]`)) return;
      close();
    },
    [close],
  );
  return { ref, close, onBlur };
}
