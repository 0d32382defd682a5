import { lazy, type ComponentType } from "react";

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * React.lazy for below-the-fold sections. In the browser it is plain lazy (a
 * separate chunk, a spinner on client-side navigation). On the server the module
 * is loaded once up front and handed to React synchronously, so server and
 * prerendered HTML contain the section itself rather than its fallback.
 */
export function lazySection(load: Loader): ComponentType {
  let loaded: { default: ComponentType } | undefined;
  if (import.meta.env.SSR) {
    void load().then((module) => {
      loaded = module;
    });
  }
  return lazy(() => {
    if (!loaded) return load();
    const module = loaded;
    // A thenable that resolves synchronously lets React render without suspending.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
}
