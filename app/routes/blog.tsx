import { figure } from "~/content/figure-text";
import { posts, splitFeatured, toCard } from "~/content/blog";
import { FeaturedPost, PostCard } from "~/features/blog/post-card";
import { fillSpans, gridClasses } from "~/features/listings/listing-grid";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/blog";

// The page's own sign-up form replaces the footer's: one per page.
export const handle: PageHandle = { ownsNewsletter: true };

const title = "Outbound Insights: B2B Sales and Outbound Blog";
const description =
  "Practical playbooks on outbound sales, BDR costs, AI-assisted prospecting and pipeline math for startup founders and sales leaders.";

import { NewsletterForm } from "~/features/leads/newsletter-form";

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
      <section aria-labelledby="blog-heading" className="border-b border-slate-200 bg-white">
        <div className="container-page grid gap-8 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              The {siteConfig.productName} blog
            </p>
            <h1
              id="blog-heading"
              className="mt-3 text-[clamp(2.25rem,1.4rem+3.6vw,4rem)] leading-[1.05] font-extrabold tracking-[-0.02em]"
            >
              Outbound Insights
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-700">
              The math, costs and playbooks behind predictable outbound pipeline, written for founders and sales leaders
              who want qualified meetings, not more busywork.
            </p>
          </div>
          <p className="text-sm text-slate-600 lg:text-right">
            <span className="block text-3xl font-bold text-data-700 tabular-nums">{articleCount}</span>
            articles on outbound math, costs and AI
          </p>
        </div>
      </section>

      <div className="container-page py-14 sm:py-20">
        {featured && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="mb-6 text-sm font-semibold tracking-wider text-slate-600 uppercase">
              Featured Article
            </h2>
            <FeaturedPost post={featured} />
          </section>
        )}

        <section aria-labelledby="latest-heading" className="mt-16">
          <h2 id="latest-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Latest Articles
          </h2>
          <ul className={`mt-8 ${gridClasses}`} data-testid="latest-articles">
            {rest.map((post, index) => (
              <li key={post.slug} className={`flex ${spans[index]}`}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="newsletter-heading"
          className="mt-20 grid gap-8 rounded-card bg-brand-950 p-8 text-white shadow-lift sm:p-12 lg:grid-cols-2 lg:items-center"
        >
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Get Outbound Insights in your inbox
            </h2>
            <p className="mt-3 text-slate-300">
              Join {figure("newsletter.readers")} founders who get our playbooks on outbound math, BDR costs and
              AI-assisted prospecting. No spam; unsubscribe with one click.
            </p>
          </div>
          <NewsletterForm tone="dark" placement="blog" />
        </section>
      </div>
    </>
  );
}
