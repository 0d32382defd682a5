import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { sectionCommitted, sectionHydrated, type SectionToken } from "./hydration-mark";

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A part of the page whose code is a separate chunk, outside the page's initial JavaScript:
 * below-the-fold sections, the footer, the 404 page. It has its own Suspense boundary.
 * `load` imports the module and `exportName` names the component in it.
 *
 * - On the server the module is loaded once up front and handed to React synchronously, so
 *   the server and prerendered HTML contain the section itself, not its fallback.
 * - When the page hydrates, the boundary keeps that HTML until the chunk arrives, then hydrates
 *   it; `fallback` shows only on client-side navigation, while the chunk loads.
 * - The page counts as hydrated (hydration-mark.ts) once every such section has.
 * - Put it below the first screen only: a section whose parent re-renders while the chunk is
 *   still on its way is rendered again from scratch on the client.
 */
export function lazySection<M, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  fallback: ReactNode = null,
): ComponentType<PropsOf<M[K]>> {
  // Inside, props are passed through untouched; the signature above types them for callers.
  type P = Record<string, unknown>;
  const loadComponent = () => load().then((module) => ({ default: module[exportName] as unknown as ComponentType<P> }));
  let loaded: { default: ComponentType<P> } | undefined;
  if (import.meta.env.SSR) {
    void loadComponent().then((module) => {
      loaded = module;
    });
  }
  const Lazy = lazy(() => {
    if (!loaded) return loadComponent();
    const module = loaded;
    // A thenable that resolves synchronously lets React render without suspending.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });

  function Content({ token, props }: { token: SectionToken; props: P }) {
    useEffect(() => sectionHydrated(token), [token]);
    return <Lazy {...props} />;
  }

  function Section(props: P) {
    const [token] = useState<SectionToken>(() => ({ hydrated: false }));
    useEffect(() => sectionCommitted(token), [token]);
    return (
      <Suspense fallback={fallback}>
        <Content token={token} props={props} />
      </Suspense>
    );
  }
  return Section as unknown as ComponentType<PropsOf<M[K]>>;
}
