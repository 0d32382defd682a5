import { data } from "react-router";
import { BackLink } from "~/components/back-link";
import { Illustration } from "~/components/illustrations/illustration";
import { categoryMotif, motifSrc } from "~/components/illustrations/motifs";
import { getPost, relatedPosts } from "~/content/blog";
import { coverImage } from "~/features/blog/cover";
import { blogPostingJsonLd } from "~/features/blog/json-ld";
import { CategoryBadge, PostMeta } from "~/features/blog/post-meta";
import { shareLinks } from "~/features/blog/share";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { lazySection } from "~/lib/lazy-section";
import { absoluteUrl } from "~/lib/site-config";
import type { Route } from "./+types/blog-post";

// The header and cover are the first screen; the rest hydrates from its own chunk (lazySection).
const ArticleMain = lazySection(() => import("~/features/blog/article-main"), "ArticleMain");

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const share = { url: absoluteUrl(`/blog/${post.slug}`), title: post.title, description: post.description };
  return {
    post,
    cover: motifSrc(categoryMotif(post.category)),
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
  const { post, cover, related, share } = loaderData;
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-4xl pt-10 pb-10 sm:pt-14">
          <BackLink to="/blog" variant="article">
            Back to Blog
          </BackLink>
          <div className="mt-6">
            <CategoryBadge category={post.category} />
          </div>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-pretty text-muted sm:text-xl">{post.description}</p>
          <PostMeta post={post} withAuthor className="mt-6 text-slate-600" />
        </div>
      </header>

      <div className="container-page max-w-4xl">
        <Illustration
          src={cover}
          priority
          className="aspect-[40/21] w-full rounded-card border border-slate-200 object-cover"
        />
      </div>
      <ArticleMain post={post} related={related} share={share} />
    </article>
  );
}
