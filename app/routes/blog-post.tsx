import { data } from "react-router";
import { Unbroken } from "~/components/ui/unbroken";
import { heroTitleClasses } from "~/components/ui/hero";
import { BackLink } from "~/components/back-link";
import { Illustration } from "~/components/illustrations/illustration";
import { articleCoverSrc } from "~/components/illustrations/cover-art";
import { getPost, postBody, relatedPosts } from "~/content/blog";
import { markdownHeadings } from "~/features/assistant/markdown-passages";
import { coverImage } from "~/features/blog/cover";
import { blogPostingJsonLd } from "~/features/blog/json-ld";
import { CategoryBadge, PostMeta } from "~/features/blog/post-meta";
import { shareLinks } from "~/features/blog/share";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-config";
import type { Route } from "./+types/blog-post";

import { ArticleClosingCta, ArticleMain, RelatedPosts } from "~/features/blog/article-main";
import { TableOfContents as ArticleContents } from "~/features/documents/table-of-contents";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const share = { url: absoluteUrl(`/blog/${post.slug}`), title: post.title, description: post.description };
  // The charts come with the body (blog-bodies.ts), not in the loader data.
  const { charts: _charts, ...clientPost } = post;
  return {
    post: clientPost,
    cover: articleCoverSrc(post.slug),
    // The table of contents: the article's h2 headings, with the ids rehype-slug gives them.
    sections: markdownHeadings(postBody(post.slug)),
    related: relatedPosts(post.slug),
    share: { ...share, links: shareLinks(share) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  const image = coverImage(post.slug);
  return buildMeta({
    title: post.title,
    description: post.description,
    path,
    type: "article",
    image: { url: image.src, alt: post.title },
    article: {
      publishedTime: post.date,
      modifiedTime: post.updated,
      section: post.category,
      tags: post.tags,
      author: post.author,
    },
    jsonLd: [
      blogPostingJsonLd(post, image.src),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, cover, sections, related, share } = loaderData;
  return (
    <>
      {/* One text column of 65-75 characters at 18 px; from 1024 px the contents sit beside it and stay in view. */}
      <article className="container-page pt-8 pb-4 sm:pt-12 lg:grid lg:grid-cols-[13rem_minmax(0,var(--container-article))] lg:justify-center lg:gap-x-12 xl:gap-x-20">
        <header data-hero="long" className="max-w-article lg:col-start-2">
          <BackLink to="/blog" variant="article">
            Back to Blog
          </BackLink>
          <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2">
            <CategoryBadge category={post.category} />
            <PostMeta post={post} className="text-slate-600" />
          </div>
          <h1 className={`mt-5 ${heroTitleClasses("long")}`}>
            <Unbroken>{post.title}</Unbroken>
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl">{post.description}</p>
          <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-600">
            By <span className="font-semibold text-ink">{post.author}</span>
          </p>
        </header>
        {sections.length > 1 && (
          <div className="print-hidden mt-8 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:col-start-1 lg:row-start-2 lg:mt-10 lg:max-h-[calc(100vh-var(--header-height)-4rem)] lg:self-start lg:overflow-y-auto">
            <ArticleContents sections={sections} />
          </div>
        )}
        <div className="mt-8 max-w-article min-w-0 lg:col-start-2 lg:row-start-2 lg:mt-10">
          <Illustration src={cover} priority className="aspect-[40/21] w-full rounded-card border border-slate-200" />
          <ArticleMain post={post} share={share} />
        </div>
      </article>
      <RelatedPosts related={related} />
      <ArticleClosingCta post={post} />
    </>
  );
}
