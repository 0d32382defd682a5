import { type RouteObject, matchRoutes } from "react-router";

/** The header of a page that is the same for any query (RFC 9651 syntax: no parameter changes it). */
export const NO_VARY_SEARCH = "params";

/**
 * What the server needs to know about the route an address belongs to, read from the route
 * modules of the React Router build, so no path is listed twice.
 */
export type RouteInfo = {
  hasAction: boolean;
  isPage: boolean;
  readsQuery: boolean;
};

/**
 * What routeTable reads of a server build (React Router's ServerBuild): its routes and their
 * modules' exports. A resource route (robots.txt) exports a loader and no default, whatever
 * ServerBuild's type says.
 */
export type BuildRoutes = {
  routes: Record<
    string,
    | {
        id: string;
        parentId?: string;
        path?: string;
        index?: boolean;
        caseSensitive?: boolean;
        module: { action?: unknown; loader?: unknown; default?: unknown; handle?: unknown };
      }
    | undefined
  >;
};

/**
 * The routes of a server build, to look addresses up in: whether a route takes form posts (it
 * exports an `action`), renders a page (a default export) and reads its query (its `handle`
 * says `readsQuery: true`: its page differs per query, so it is rendered per request).
 */
export function routeTable(build: BuildRoutes) {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);

  return {
    lookup(pathname: string): RouteInfo {
      const matches = matchRoutes(tree, pathname) ?? [];
      const modules = matches.map((match) => build.routes[match.route.id ?? ""]?.module);
      const leaf = modules.at(-1);
      return {
        hasAction: typeof leaf?.action === "function",
        isPage: typeof leaf?.default === "function",
        readsQuery: modules.some((module) => handleReadsQuery(module?.handle)),
      };
    },
  };
}

export type RouteTable = ReturnType<typeof routeTable>;

/** Whether a route's `handle` says `readsQuery: true`. */
function handleReadsQuery(handle: unknown) {
  return typeof handle === "object" && handle !== null && "readsQuery" in handle && handle.readsQuery === true;
}

/**
 * React Router's own addresses: a page's data (`/blog.data`, `/_root.data`) and its route manifest
 * (`/__manifest`), for the client that hydrates and navigates. No page of this site loads that
 * client (decision 011), so these are not the site's addresses: they get its not-found page.
 */
export function isFrameworkPath(pathname: string) {
  return pathname.endsWith(".data") || pathname === "/__manifest";
}
