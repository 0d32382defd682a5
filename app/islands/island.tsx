import type { ComponentType } from "react";
import clientEntries from "virtual:client-entries";

/**
 * A part of a page that needs React in the browser (decision 011): rendered here on the server
 * like the rest of the page, with its props beside it, and hydrated by its own module,
 * `app/islands/<name>.client.tsx`, which the page loads with a module script right after it. Only
 * React DOM and the island's code load; no router, and nothing else on the page is hydrated.
 * Props go to the browser as JSON, so they must be plain data.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const src = clientEntries[name];
  if (!src) throw new Error(`The island "${name}" has no module: add app/islands/${name}.client.tsx`);
  return (
    <>
      <div data-island={name} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
      {/* Low priority: the page's stylesheet, font and images come first; the island hydrates right after. */}
      <script type="module" src={src} fetchPriority="low" />
    </>
  );
}
