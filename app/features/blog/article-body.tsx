import { Suspense, use, useMemo } from "react";
import { Spinner } from "~/components/ui/spinner";
import type { PostSummary } from "~/content/blog";
import { loadPostBody, type PostBodyModule } from "~/content/blog-bodies";
import { mdxComponents } from "./mdx-components";

// Each article body is its own chunk; one request per slug, kept for the session.
const bodies = new Map<string, Promise<PostBodyModule>>();

function bodyFor(slug: string) {
  let body = bodies.get(slug);
  if (!body) {
    body = loadPostBody(slug);
    bodies.set(slug, body);
  }
  return body;
}

function Body({ post }: { post: PostSummary }) {
  const { default: Content, frontmatter } = use(bodyFor(post.slug));
  const components = useMemo(() => mdxComponents(post, frontmatter?.charts ?? {}), [post, frontmatter]);
  return <Content components={components} />;
}

export function ArticleBody({ post }: { post: PostSummary }) {
  return (
    <div
      className="prose mt-10 max-w-none prose-slate sm:prose-lg prose-headings:scroll-mt-24 prose-headings:tracking-[-0.02em] prose-p:leading-[1.6] prose-a:text-brand-800 prose-a:underline-offset-4 hover:prose-a:text-brand-950 prose-strong:text-ink prose-li:leading-[1.6] prose-li:marker:text-brand-600"
      data-print="show-href"
      data-article-body=""
    >
      <Suspense fallback={<Spinner label="Loading article" />}>
        <Body post={post} />
      </Suspense>
    </div>
  );
}
