import { ArtPanel } from "~/components/illustrations/art-panel";
import { Eyebrow } from "~/components/ui/eyebrow";
import { ClosingCta } from "~/components/ui/closing-cta";
import { HeroVisual, heroBand, heroTitleClasses, splitHeroGrid } from "~/components/ui/hero";
import { figure } from "~/content/figure-text";
import { NewsletterForm } from "~/features/leads/newsletter-form";
import { posts, splitFeatured, toCard } from "~/content/blog";
import { FeaturedPost, PostCard } from "~/features/blog/post-card";
import { fillSpans, gridClasses } from "~/features/listings/listing-grid";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/blog";

// The page's own sign-up form, its closing call to action, replaces the footer's: one per page.
export const handle: PageHandle = { ownsNewsletter: true };

const title = "Outbound Insights: B2B Sales and Outbound Blog";
const description =
  "Practical playbooks on outbound sales, BDR costs, AI-assisted prospecting and pipeline math for startup founders and sales leaders.";

export function loader() {
  return splitFeatured(posts.map(toCard));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta({
    title,
    description,
    path: "/blog",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `${siteConfig.siteName} Outbound Insights`,
        url: absoluteUrl("/blog"),
        blogPost: [loaderData?.featured, ...(loaderData?.rest ?? [])]
          .filter((post) => post !== undefined)
          .map((post) => ({
            "@type": "BlogPosting",
            headline: post.title,
            url: absoluteUrl(`/blog/${post.slug}`),
            datePublished: post.date,
          })),
      },
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured, rest } = loaderData;
  const articleCount = rest.length + (featured ? 1 : 0);
  const spans = fillSpans(rest.length);
  return (
    <>
      <section aria-labelledby="blog-heading" data-hero="split" className={heroBand}>
        <div className={`container-page pt-12 pb-14 sm:pt-16 sm:pb-16 ${splitHeroGrid}`}>
          <div>
            <Eyebrow>The {siteConfig.productName} blog</Eyebrow>
            <h1 id="blog-heading" className={`mt-3 ${heroTitleClasses("split")}`}>
              Outbound Insights
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-700">
              The math, costs and playbooks behind predictable outbound pipeline, written for founders and sales leaders
              who want qualified meetings, not more busywork.
            </p>
          </div>
          <HeroVisual>
            <ArtPanel
              art={[featured, ...rest].flatMap((post) => (post ? [post.art] : []))}
              caption={
                <>
                  <span className="font-bold text-data-700 tabular-nums">{articleCount}</span> articles on outbound
                  math, costs and AI
                </>
              }
            />
          </HeroVisual>
        </div>
      </section>

      <div className="container-page py-14 sm:py-20">
        {featured && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="mb-6 eyebrow">
              Featured Article
            </h2>
            <FeaturedPost post={featured} />
          </section>
        )}

        <section aria-labelledby="latest-heading" className="mt-16">
          <h2 id="latest-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Latest articles
          </h2>
          <ul className={`mt-8 ${gridClasses}`} data-testid="latest-articles">
            {rest.map((post, index) => (
              <li key={post.slug} className={`flex ${spans[index]}`}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <ClosingCta
        id="newsletter"
        title="Get Outbound Insights in your inbox"
        action={<NewsletterForm tone="dark" placement="blog" />}
      >
        <p>
          Join {figure("newsletter.readers")} founders who get our playbooks on outbound math, BDR costs and AI-assisted
          prospecting. No spam; unsubscribe with one click.
        </p>
      </ClosingCta>
    </>
  );
}
