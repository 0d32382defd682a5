import { isRouteErrorResponse, useLocation } from "react-router";
import { Eyebrow } from "~/components/ui/eyebrow";
import { buttonClasses } from "./ui/button";
import { heroBand, heroTitleClasses } from "./ui/hero";
import { siteConfig } from "~/lib/site-config";
import { isPostRefusal } from "~/lib/post-refusal";

const SOMETHING_WENT_WRONG = {
  title: "Something went wrong",
  message: "We could not show this page just now. Please try again in a moment, or head back to the home page.",
};

/** What the page says: a refused post's reason (server/forms.ts), or that something went wrong. */
function explanation(error: unknown) {
  return isRouteErrorResponse(error) && isPostRefusal(error.data) ? error.data : SOMETHING_WENT_WRONG;
}

/** The branded page for anything that went wrong; stack traces only in development. */
export function ErrorPage({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const { title, message } = explanation(error);

  return (
    <section data-hero="long" aria-labelledby="error-heading" className={heroBand}>
      <title>{`${title} | ${siteConfig.productName}`}</title>
      <div className="container-page py-14 sm:py-20">
        <div className="max-w-3xl">
          <Eyebrow>Error {status}</Eyebrow>
          <h1 id="error-heading" className={`mt-3 ${heroTitleClasses("long")}`}>
            {title}
          </h1>
          <p className="mt-5 max-w-measure text-lg text-pretty text-muted">{message}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {/* A link to the same address: it works without script, as the whole page does. */}
            <a href={`${pathname}${search}`} className={buttonClasses({ size: "lg" })}>
              Try again
            </a>
            <a href="/" className={buttonClasses({ variant: "secondary", size: "lg" })}>
              Go to home page
            </a>
          </div>
        </div>
        {stack && <pre className="mt-10 max-w-full overflow-auto text-left text-xs text-red-800">{stack}</pre>}
      </div>
    </section>
  );
}
