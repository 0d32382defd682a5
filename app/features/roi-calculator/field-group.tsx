import type { ReactNode } from "react";

/** A titled group of related inputs (a fieldset, so screen readers announce the legend). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-xs font-bold tracking-wider text-brand-800 uppercase">{legend}</legend>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
