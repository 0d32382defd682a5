import type { PostSummary } from "~/content/blog";
import { postBodyModule } from "~/content/blog-bodies";
import { mdxComponents } from "./mdx-components";

export function ArticleBody({ post }: { post: PostSummary }) {
  return (
    <div
      className="prose mt-10 max-w-none prose-slate sm:prose-lg prose-headings:tracking-[-0.02em] prose-p:leading-[1.6] prose-a:text-brand-800 prose-a:underline-offset-4 hover:prose-a:text-brand-950 prose-strong:text-ink prose-li:leading-[1.6] prose-li:marker:text-brand-600"
      data-print="show-href"
      data-article-body=""
    >
      <Body post={post} />
    </div>
  );
}

function Body({ post }: { post: PostSummary }) {
  const { default: Content, frontmatter } = postBodyModule(post.slug);
  return <Content components={mdxComponents(post, frontmatter?.charts ?? {})} />;
}
