import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { isChunkLoadError, reloadOnceForNewBuild } from "~/lib/chunk-reload";
import { buttonClasses } from "./ui/button";
import { siteConfig } from "~/lib/site-config";

/** The branded page for anything that went wrong; stack traces only in development. */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForNewBuild();
  }, [error]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <title>Something went wrong | {siteConfig.productName}</title>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Error {status}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        We could not show this page just now. Please try again in a moment, or head back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className={buttonClasses({ variant: "secondary" })} reloadDocument>
          Go to home page
        </Link>
      </div>
      {stack && <pre className="mt-10 max-w-full overflow-auto text-left text-xs text-red-800">{stack}</pre>}
    </div>
  );
}
