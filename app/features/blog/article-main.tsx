import { figure } from "~/content/figure-text";
import { Icon } from "~/components/ui/icon";
import { BackLink } from "~/components/back-link";
import { ExternalLinkButton } from "~/components/ui/button";
import type { PostCardData, PostSummary } from "~/content/blog";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";
import { ArticleBody } from "./article-body";
import { PostCard } from "./post-card";
import { ShareBlock, type ShareBlockProps } from "./share-block";

type ArticleMainProps = { post: PostSummary; share: ShareBlockProps };

/** Everything below an article's cover: the body, its one closing call to action and sharing. */
export function ArticleMain({ post, share }: ArticleMainProps) {
  return (
    <>
      <ArticleBody post={post} />

      <aside
        aria-labelledby="article-cta-heading"
        className="print-hidden mt-14 rounded-card bg-brand-950 p-8 text-white sm:p-10"
      >
        <Icon name="calendar-days" className="size-8 text-brand-300" />
        <h2 id="article-cta-heading" className="mt-4 text-2xl font-bold tracking-[-0.02em]">
          Ready to put outbound on autopilot?
        </h2>
        <p className="mt-3 leading-relaxed text-slate-200">
          In {offers.outbound.callText} we map your ideal customers, show you what the first {figure("plan.pilotDays")}{" "}
          days would look like and tell you honestly whether {siteConfig.productName} is the right fit.
        </p>
        <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} variant="inverse" size="lg" className="mt-6">
          {post.ctaLabel ?? offers.outbound.callLabel}
        </ExternalLinkButton>
      </aside>

      <div className="mt-12 flex flex-col gap-8 border-t border-slate-200 pt-8 sm:flex-row sm:items-start sm:justify-between">
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
