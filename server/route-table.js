import { matchRoutes } from "react-router";

/** The header of a page that is the same for any query (RFC 9651 syntax: no parameter changes it). */
export const NO_VARY_SEARCH = "params";

/**
 * What the server needs to know about the route an address belongs to, read from the route
 * modules of the React Router build, so no path is listed twice.
 * @typedef {{
 *   hasAction: boolean;
 *   isPage: boolean;
 *   readsQuery: boolean;
 * }} RouteInfo
 */

/**
 * The routes of a server build, to look addresses up in: whether a route takes form posts (it
 * exports an `action`), renders a page (a default export) and reads its query (its `handle`
 * says `readsQuery: true`: its page differs per query, so it is rendered per request).
 * @param {import("react-router").ServerBuild} build
 */
export function routeTable(build) {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  /** @param {string | undefined} parentId @returns {import("react-router").RouteObject[]} */
  const childrenOf = (parentId) =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);

  return {
    /**
     * @param {string} pathname a page's path or its React Router data path ("/blog.data")
     * @returns {RouteInfo}
     */
    lookup(pathname) {
      const matches = matchRoutes(tree, pagePath(pathname)) ?? [];
      const modules = matches.map((match) => build.routes[match.route.id ?? ""]?.module);
      const leaf = modules.at(-1);
      return {
        hasAction: typeof leaf?.action === "function",
        isPage: typeof leaf?.default === "function",
        readsQuery: modules.some(
          (module) => /** @type {{ readsQuery?: unknown }} */ (module?.handle)?.readsQuery === true,
        ),
      };
    },
  };
}

/** @typedef {ReturnType<typeof routeTable>} RouteTable */

/**
 * The page a React Router data request is for: "/blog" for "/blog.data", "/" for "/_.data"
 * (the trailing-slash-aware data paths of the v8 future flag) and "/_root.data".
 * @param {string} pathname
 */
export function pagePath(pathname) {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/** @param {string} pathname */
export function isDataRequest(pathname) {
  return pathname.endsWith(".data");
}
