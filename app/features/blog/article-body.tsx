import { lazy, Suspense, useMemo, type ComponentType } from "react";
import type { MDXComponents } from "mdx/types";
import { Spinner } from "~/components/ui/spinner";
import { loadPostBody, type PostSummary } from "~/content/blog";
import { mdxComponents } from "./mdx-components";

type Body = ComponentType<{ components?: MDXComponents }>;
const bodies = new Map<string, Body>();

/** Each article body is its own chunk; one lazy component per slug, kept for the session. */
function bodyFor(slug: string): Body {
  let body = bodies.get(slug);
  if (!body) {
    body = lazy(() => loadPostBody(slug));
    bodies.set(slug, body);
  }
  return body;
}

export function ArticleBody({ post }: { post: PostSummary }) {
  const Body = bodyFor(post.slug);
  const components = useMemo(() => mdxComponents(post), [post]);
  return (
    <div
      className="prose max-w-none prose-slate sm:prose-lg prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-a:text-brand-800 prose-a:underline-offset-4 hover:prose-a:text-brand-950 prose-strong:text-ink prose-li:marker:text-brand-600"
      data-print="show-href"
    >
      <Suspense fallback={<Spinner label="Loading article" />}>
        <Body components={components} />
      </Suspense>
    </div>
  );
}
