import { ArrowLeft, CalendarDays } from "lucide-react";
import { data, Link } from "react-router";
import { ExternalLinkButton } from "~/components/ui/button";
import { getPost, relatedPosts } from "~/content/blog";
import { ArticleBody } from "~/features/blog/article-body";
import { coverImage } from "~/features/blog/cover";
import { PostCard } from "~/features/blog/post-card";
import { CategoryBadge, PostMeta } from "~/features/blog/post-meta";
import { shareLinks } from "~/features/blog/share";
import { CoverPicture } from "~/features/blog/cover-picture";
import { ShareBlock } from "~/features/blog/share-block";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const share = { url: absoluteUrl(`/blog/${post.slug}`), title: post.title, description: post.description };
  return { post, related: relatedPosts(post.slug), share: { ...share, links: shareLinks(share) } };
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
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        image: absoluteUrl(image.src),
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        articleSection: post.category,
        keywords: post.tags.join(", "),
        author: { "@type": "Organization", name: post.author },
        publisher: {
          "@type": "Organization",
          name: siteConfig.siteName,
          logo: { "@type": "ImageObject", url: absoluteUrl("/brand/mamut-logo.svg") },
        },
        mainEntityOfPage: absoluteUrl(path),
      },
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, share } = loaderData;
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-4xl pt-10 pb-10 sm:pt-14">
          <Link
            to="/blog"
            className="print-hidden inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:text-brand-950"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Blog
          </Link>
          <div className="mt-6">
            <CategoryBadge category={post.category} />
          </div>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-pretty text-muted sm:text-xl">{post.description}</p>
          <PostMeta post={post} withAuthor className="mt-6 text-slate-600" />
        </div>
      </header>

      <div className="container-page max-w-4xl">
        <CoverPicture
          slug={post.slug}
          sizes="(min-width: 896px) 832px, 100vw"
          alt={`${post.category}: ${post.title}`}
          priority
          className="aspect-[40/21] w-full rounded-card object-cover shadow-card"
        />
        <div className="mx-auto mt-12 max-w-3xl">
          <ArticleBody post={post} />

          <aside
            aria-labelledby="article-cta-heading"
            className="print-hidden mt-14 rounded-card bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lift sm:p-10"
          >
            <CalendarDays aria-hidden="true" className="size-8 text-accent-300" />
            <h2 id="article-cta-heading" className="mt-4 text-2xl font-bold">
              Ready to put outbound on autopilot?
            </h2>
            <p className="mt-3 text-slate-200">
              In a 30-minute call we map your ideal customers, show you what the first 30 days would look like and tell
              you honestly whether {siteConfig.productName} is the right fit.
            </p>
            <ExternalLinkButton href={siteConfig.booking.call30} variant="inverse" size="lg" className="mt-6">
              Book a 30-min Call
            </ExternalLinkButton>
          </aside>

          <div className="mt-12 flex flex-col gap-8 border-t border-slate-200 pt-8 sm:flex-row sm:items-start sm:justify-between">
            <ShareBlock {...share} />
            <Link
              to="/blog"
              className="print-hidden inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:text-brand-950"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Blog
            </Link>
          </div>
        </div>
      </div>

      <section aria-labelledby="related-heading" className="print-hidden mt-16 bg-slate-50 py-16">
        <div className="container-page">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            Keep reading
          </h2>
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug} className="flex">
                <PostCard post={item} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
