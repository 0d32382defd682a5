import { useCallback, useRef } from "react";

/**
 * A menu the browser opens and closes: a `popover` panel with a `popovertarget` button. Escape,
 * a click outside and the button itself close it, before hydration and without script, and
 * assistive technology hears the button's expanded state. `close` is for closing it after a
 * choice; before hydration the first-input script (server/first-input.js) does that.
 */
export function usePopover<Panel extends HTMLElement>() {
  const ref = useRef<Panel>(null);
  const close = useCallback(() => {
    const panel = ref.current;
    if (panel?.matches(":popover-open")) panel.hidePopover();
  }, []);
  return { ref, close };
}
