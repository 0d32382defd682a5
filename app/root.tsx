import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet } from "react-router";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import clientEntries from "virtual:client-entries";
import type { Route } from "./+types/root";
import { SiteHeader } from "./components/site-header";
import { SiteFooter } from "./components/site-footer";
import { FloatingContact } from "./components/floating-contact";
import { FragmentArrival } from "./components/fragment-arrival";
import { ErrorPage } from "./components/error-page";
import { NotFoundPage } from "./components/not-found-page";
import { SpeculationRules } from "./components/speculation-rules";
import { refusedPostWithoutForm } from "./lib/load-context";
import { buildMeta, DEFAULT_DESCRIPTION, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, pageTitle } from "./lib/seo";
import "./styles/tailwind.css";
import { siteConfig } from "~/lib/site-config";

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

/**
 * The document. Rendered on the server only: no React Router runs in the browser and nothing
 * hydrates the document (decision 011). Every page loads the enhancement module (app/enhance),
 * which makes print, share, the contents, the menus and the assistant work; a part that needs
 * React is an island that brings its own script (app/islands). Navigation is a full load of the
 * next page, made instant by the speculation rules and smooth by a view transition (tailwind.css).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <FragmentArrival />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#312e81" />
        <Meta />
        <Links />
        {import.meta.env.DEV && <script type="module" src={clientEntries.devPreamble} />}
        <script type="module" async src={clientEntries.enhance} />
        <SpeculationRules />
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
