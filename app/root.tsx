import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import { SiteHeader } from "./components/site-header";
import { ErrorPage } from "./components/error-page";
import { markRootHydrated } from "./lib/hydration-mark";
import { lazySection } from "./lib/lazy-section";
import { refusedPostWithoutForm } from "./lib/load-context";
import { buildMeta, DEFAULT_DESCRIPTION, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, pageTitle } from "./lib/seo";
import "./styles/tailwind.css";
import { siteConfig } from "~/lib/site-config";

// Not needed to paint or use the top of any page: separate chunks (see lazySection).
const SiteFooter = lazySection(() => import("./components/site-footer"), "SiteFooter");
const FloatingContact = lazySection(() => import("./components/floating-contact"), "FloatingContact");
// Client-side navigations only start after hydration, and its live region is in the page's HTML.
const RouteAnnouncer = lazySection(() => import("./components/route-announcer"), "RouteAnnouncer");
const NotFoundPage = lazySection(() => import("./components/not-found-page"), "NotFoundPage");
const ReloadToPendingNavigation = lazySection(
  () => import("./components/reload-to-pending-navigation"),
  "ReloadToPendingNavigation",
);

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteConfig.productName} Outbound Insights`,
    href: "/blog/rss.xml",
  },
];

export const middleware: Route.MiddlewareFunction[] = [refusedPostWithoutForm];

// Error pages set their own title; everything else gets the site defaults.
export const meta: Route.MetaFunction = ({ error }) =>
  error ? [] : buildMeta({ description: DEFAULT_DESCRIPTION, path: "/" });

export function Layout({ children }: { children: ReactNode }) {
  useEffect(markRootHydrated, []);

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#312e81" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="pt-(--header-height) outline-none">
          {children}
        </main>
        <SiteFooter />
        <FloatingContact />
        <ReloadToPendingNavigation />
        <RouteAnnouncer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{pageTitle(NOT_FOUND_TITLE)}</title>
        <meta name="description" content={NOT_FOUND_DESCRIPTION} />
        <meta name="robots" content="noindex, follow" />
        <NotFoundPage />
      </>
    );
  }
  return <ErrorPage error={error} />;
}
