import { useCallback, useEffect, useRef } from "react";
import { FILL_TIME_FIELD } from "./fields";

/**
 * Measures how long the visitor spent on the form, from when it appeared in the
 * browser (pages are prerendered, so build time means nothing). Call the returned
 * function in onSubmit to write the time into the hidden field.
 */
export function useFillTimer() {
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = performance.now();
  }, []);
  return useCallback((form: HTMLFormElement) => {
    const field = form.elements.namedItem(FILL_TIME_FIELD);
    if (field instanceof HTMLInputElement) field.value = String(Math.round(performance.now() - mountedAt.current));
  }, []);
}
