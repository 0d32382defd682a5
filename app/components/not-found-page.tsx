import { useLocation } from "react-router";
import { LinkButton } from "./ui/button";

export const NOT_FOUND_TEXT =
  "Sorry, we couldn't find the page you're looking for. The page may have been moved, deleted, or you may have mistyped the URL.";

export function NotFoundPage() {
  const { pathname } = useLocation();
  // SPEC: the missing path is logged to the console as a 404 error (app/enhance/main.ts).
  return (
    <div className="relative overflow-hidden" data-missing-path={pathname}>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="container-page flex min-h-[65vh] flex-col items-center justify-center py-24 text-center">
        <p className="bg-gradient-to-br from-brand-500 to-brand-900 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
        <p className="mt-4 max-w-xl text-lg text-pretty text-muted">{NOT_FOUND_TEXT}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <LinkButton to="/" size="lg">
            Back to Home
          </LinkButton>
          <LinkButton to="/blog" size="lg" variant="secondary">
            Read the Blog
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
