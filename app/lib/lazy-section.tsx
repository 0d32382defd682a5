import { createContext, lazy, Suspense, use, useEffect, useState, type ComponentType } from "react";
import { isHydrating, sectionCommitted, sectionHydrated, type SectionToken } from "./hydration-mark";

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

// True inside a section whose server HTML is being hydrated: a section in its chunk (a nested
// lazySection) is then hydrated too, even though the root has long finished (isHydrating() is
// false by the time the outer chunk arrives), and needs the Suspense boundary the server rendered.
const InHydratingSection = createContext(false);

/**
 * A part of the page whose code is a separate chunk, outside the page's initial JavaScript:
 * below-the-fold sections, the footer, the 404 page. `load` imports the module and `exportName`
 * names the component in it.
 *
 * - On the server the module is loaded once up front and handed to React synchronously, so
 *   the server and prerendered HTML contain the section itself.
 * - Rendered while the page hydrates, it has its own Suspense boundary: React keeps the server's
 *   HTML until the chunk arrives, then hydrates it. The page counts as hydrated
 *   (hydration-mark.ts) once every such section has. While it waits, an urgent update that
 *   reaches it (a parent re-rendering with new props, a router update made in `popstate`, which
 *   React renders at once) would make React drop the HTML for an empty fallback: keep it below
 *   the first screen, and see server/first-input.js for history moves.
 * - Rendered later (a client-side navigation), it has no boundary of its own: the navigation, a
 *   transition, waits for the chunk, and the page appears whole, with no spinner, nothing
 *   growing under the visitor and every link target in place.
 * - Nested in another section's chunk, it is hydrated when that section hydrates, and has its
 *   boundary then too (InHydratingSection), as the server rendered it.
 */
export function lazySection<M, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): ComponentType<PropsOf<M[K]>> {
  // Inside, props are passed through untouched; the signature above types them for callers.
  type P = Record<string, unknown>;
  let loaded: { default: ComponentType<P> } | undefined;
  const loadComponent = () =>
    load().then((module) => {
      loaded = { default: module[exportName] as unknown as ComponentType<P> };
      return loaded;
    });
  if (import.meta.env.SSR) void loadComponent();
  const Lazy = lazy(() => {
    if (!loaded) return loadComponent();
    const module = loaded;
    // A thenable that resolves synchronously lets React render without suspending.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });

  function Content({ token, hydrating, props }: { token: SectionToken; hydrating: boolean; props: P }) {
    useEffect(() => sectionHydrated(token), [token]);
    // Read at render: true while this section's own server HTML is being hydrated.
    return (
      <InHydratingSection value={hydrating && !token.hydrated}>
        <Lazy {...props} />
      </InHydratingSection>
    );
  }

  function Section(props: P) {
    const [token] = useState<SectionToken>(() => ({ hydrated: false }));
    const parentHydrating = use(InHydratingSection);
    const [hydrating] = useState(() => isHydrating() || parentHydrating);
    useEffect(() => sectionCommitted(token), [token]);
    const content = <Content token={token} hydrating={hydrating} props={props} />;
    return hydrating ? <Suspense>{content}</Suspense> : content;
  }
  return Section as unknown as ComponentType<PropsOf<M[K]>>;
}
