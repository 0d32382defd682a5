import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { sectionCommitted, sectionHydrated, type SectionToken } from "./hydration-mark";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A part of the page whose code is a separate chunk, outside the page's initial JavaScript:
 * below-the-fold sections, the footer, the 404 page. It has its own Suspense boundary.
 *
 * - On the server the module is loaded once up front and handed to React synchronously, so
 *   the server and prerendered HTML contain the section itself, not its fallback.
 * - When the page hydrates, the boundary keeps that HTML until the chunk arrives, then hydrates
 *   it; `fallback` shows only on client-side navigation, while the chunk loads.
 * - The page counts as hydrated (hydration-mark.ts) once every such section has.
 */
export function lazySection<P extends object>(load: Loader<P>, fallback: ReactNode = null): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  if (import.meta.env.SSR) {
    void load().then((module) => {
      loaded = module;
    });
  }
  const Lazy = lazy(() => {
    if (!loaded) return load();
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
  return Section;
}
