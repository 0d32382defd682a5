import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { isChunkLoadError, reloadOnceForNewBuild } from "~/lib/chunk-reload";
import { buttonClasses } from "./ui/button";
import { siteConfig } from "~/lib/site-config";
import { isPostRefusal } from "~/lib/post-refusal";

const SOMETHING_WENT_WRONG = {
  title: "Something went wrong",
  message: "We could not show this page just now. Please try again in a moment, or head back to the home page.",
};

/** What the page says: a refused post's reason (server/forms.js), or that something went wrong. */
function explanation(error: unknown) {
  return isRouteErrorResponse(error) && isPostRefusal(error.data) ? error.data : SOMETHING_WENT_WRONG;
}

/** The branded page for anything that went wrong; stack traces only in development. */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForNewBuild();
  }, [error]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const { title, message } = explanation(error);

  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <title>{`${title} | ${siteConfig.productName}`}</title>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Error {status}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{message}</p>
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
