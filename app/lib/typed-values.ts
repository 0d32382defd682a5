import { useEffect, type RefObject } from "react";

/**
 * Values typed or chosen in a part's fields before it hydrated reach its state once it has.
 * React keeps what the visitor typed on the screen, but a controlled field's state still holds
 * the value the server rendered until the next change.
 */
export function useTypedValues(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (ref.current) applyTypedValues(ref.current);
  }, [ref]);
}

/**
 * A field whose value differs from the one the server rendered was changed before hydration:
 * its change is fired again for the component's own handler. React compares with the last value
 * it saw: setting the server's value through the element (which React's tracking sees), then the
 * visitor's through the prototype (which it does not), makes the event a change.
 */
export function applyTypedValues(part: Element): void {
  for (const field of part.querySelectorAll("input, textarea, select")) {
    if (field instanceof HTMLSelectElement) {
      const served = [...field.options].find((option) => option.defaultSelected);
      if (served && !served.selected) field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field.type === "checkbox" || field.type === "radio" || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
