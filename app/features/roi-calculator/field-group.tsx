import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";

/** A titled group of related inputs (a fieldset, so screen readers announce the legend). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <Eyebrow as="legend">{legend}</Eyebrow>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
