import type { ComponentType } from "react";
import clientEntries from "virtual:client-entries";

/**
 * A part of a page that needs React in the browser (decision 011): rendered here on the server
 * like the rest of the page, with its props beside it, and hydrated by its own module,
 * `app/islands/<name>.client.tsx`, which the enhancement module loads once the page has first
 * painted (`data-island-module`, app/enhance/islands.ts). Only React DOM and the island's code
 * load; no router, and nothing else on the page is hydrated. Props go to the browser as JSON, so
 * they must be plain data.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = "loaded",
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  /**
   * When its React loads: once the page has loaded and painted, or, for an island far below the
   * first screen that works as HTML until then, once it comes near the viewport (decision 011).
   */
  when?: "loaded" | "near";
}) {
  const src = clientEntries[name];
  if (!src) throw new Error(`The island "${name}" has no module: add app/islands/${name}.client.tsx`);
  return (
    <div
      data-island={name}
      data-island-module={src}
      data-island-when={when === "near" ? "near" : undefined}
      data-props={JSON.stringify(props)}
      className="contents"
    >
      <Component {...props} />
    </div>
  );
}
