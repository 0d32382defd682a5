import { expect, test } from "vitest";
import { type BuildRoutes, isFrameworkPath, routeTable } from "./route-table.ts";

const Page = () => null;
/** A server build's routes as React Router writes them: a root, pages, a form, a file, a catch-all. */
const build: BuildRoutes = {
  routes: {
    root: { id: "root", path: "", module: { default: Page } },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: Page } },
    "routes/blog-post": { id: "routes/blog-post", parentId: "root", path: "blog/:slug", module: { default: Page } },
    "routes/calculator": {
      id: "routes/calculator",
      parentId: "root",
      path: "calculator",
      module: { default: Page, handle: { readsQuery: true } },
    },
    "routes/contact": {
      id: "routes/contact",
      parentId: "root",
      path: "contact",
      module: { default: Page, action: async () => null },
    },
    "routes/robots": { id: "routes/robots", parentId: "root", path: "robots.txt", module: { loader: () => "" } },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: { default: Page } },
  },
};
const routes = routeTable(build);

test("a route's action, page and query reading are read from its module", () => {
  expect(routes.lookup("/")).toEqual({ hasAction: false, isPage: true, readsQuery: false });
  expect(routes.lookup("/contact")).toEqual({ hasAction: true, isPage: true, readsQuery: false });
  expect(routes.lookup("/calculator")).toEqual({ hasAction: false, isPage: true, readsQuery: true });
  expect(routes.lookup("/robots.txt")).toEqual({ hasAction: false, isPage: false, readsQuery: false });
  expect(routes.lookup("/blog/any-article")).toEqual({ hasAction: false, isPage: true, readsQuery: false });
  expect(routes.lookup("/no/such/page")).toEqual({ hasAction: false, isPage: true, readsQuery: false });
});

test("React Router's data and manifest addresses are not the site's: no page loads its client", () => {
  for (const path of ["/contact.data", "/_.data", "/blog/_.data", "/_root.data", "/__manifest"]) {
    expect(isFrameworkPath(path), path).toBe(true);
  }
  for (const path of ["/contact", "/blog/data", "/assets/manifest.js", "/__manifest/x"]) {
    expect(isFrameworkPath(path), path).toBe(false);
  }
});
