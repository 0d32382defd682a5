import { useLocation } from "react-router";
import { notFound } from "~/content/page-copy";
import { LinkButton } from "./ui/button";
import { Eyebrow } from "./ui/eyebrow";
import { heroBand, heroTitleClasses, HeroVisual, splitHeroGrid } from "./ui/hero";
import { Icon } from "./ui/icon";

export const NOT_FOUND_TEXT =
  "Sorry, we couldn't find the page you're looking for. The page may have been moved, deleted, or you may have mistyped the URL.";

/**
 * SPEC's not-found page in the site's hero system: "404", "Page Not Found" and SPEC's sentence,
 * the way home and to the blog, and beside them the pages a visitor most likely wanted (each
 * offer's page, the reading, contact; content/data/page-copy.ts). Served with status 404.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // SPEC: the missing path is logged to the console as a 404 error (app/enhance/main.ts).
  return (
    <section data-hero="split" aria-labelledby="not-found-heading" className={heroBand} data-missing-path={pathname}>
      <div className={`container-page py-14 sm:py-20 ${splitHeroGrid}`}>
        <div className="min-w-0">
          <p className="text-7xl leading-none font-extrabold tracking-tight figure-nums text-slate-500 sm:text-8xl">
            404
          </p>
          <h1 id="not-found-heading" className={`mt-4 ${heroTitleClasses("split")}`}>
            Page Not Found
          </h1>
          <p className="mt-5 max-w-measure text-lg text-pretty text-muted">{NOT_FOUND_TEXT}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <LinkButton to="/" size="lg">
              Back to Home
            </LinkButton>
            <LinkButton to="/blog" size="lg" variant="secondary">
              Read the Blog
            </LinkButton>
          </div>
        </div>
        <HeroVisual>
          <nav
            aria-labelledby="not-found-paths"
            className="rounded-card border border-slate-200 bg-white p-2 shadow-card"
          >
            <Eyebrow as="h2" id="not-found-paths" className="px-4 pt-3 pb-2">
              {notFound.pathsHeading}
            </Eyebrow>
            <ul className="divide-y divide-slate-100">
              {notFound.paths.map((path) => (
                <li key={path.href}>
                  <a
                    href={path.href}
                    className="group flex min-h-11 items-center justify-between gap-4 rounded-lg px-4 py-3 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold text-brand-800 group-hover:underline">{path.label}</span>
                      <span className="mt-0.5 block text-sm text-muted">{path.description}</span>
                    </span>
                    <Icon name="arrow-right" className="size-4 shrink-0 text-brand-700" />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </HeroVisual>
      </div>
    </section>
  );
}
