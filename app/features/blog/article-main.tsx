import { BackLink } from "~/components/back-link";
import { ExternalLinkButton } from "~/components/ui/button";
import { ClosingCta } from "~/components/ui/closing-cta";
import type { PostCardData, PostSummary } from "~/content/blog";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";
import { ArticleBody } from "./article-body";
import { PostCard } from "./post-card";
import { ShareBlock, type ShareBlockProps } from "./share-block";

type ArticleMainProps = { post: PostSummary; share: ShareBlockProps };

/** Everything below an article's cover: the body, sharing and the way back. */
export function ArticleMain({ post, share }: ArticleMainProps) {
  return (
    <>
      <ArticleBody post={post} />

      {/* The signature closes the text (docs/design-system.md, "The signature"). */}
      <div aria-hidden="true" className="mt-12 ridge-rule" />
      <div className="mt-8 flex flex-col gap-8 sm:flex-row sm:items-start sm:justify-between">
        <ShareBlock {...share} />
        <BackLink to="/blog" variant="article">
          Back to Blog
        </BackLink>
      </div>
    </>
  );
}

/** Three more articles, after the article. */
export function RelatedPosts({ related }: { related: PostCardData[] }) {
  return (
    <section aria-labelledby="related-heading" className="print-hidden mt-16 bg-slate-50 py-16">
      <div className="container-page">
        <h2 id="related-heading" className="text-2xl font-bold tracking-[-0.02em]">
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
  );
}

/** The article's one closing call to action: its own heading and line, and the outbound offer's call. */
export function ArticleClosingCta({ post }: { post: PostSummary }) {
  return (
    <ClosingCta
      id="article-cta"
      title={post.closing.heading}
      action={
        <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} variant="inverse" size="lg">
          {offers.outbound.callLabel}
        </ExternalLinkButton>
      }
    >
      <p>{post.closing.text}</p>
    </ClosingCta>
  );
}
