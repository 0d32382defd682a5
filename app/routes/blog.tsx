import { posts, splitFeatured, toCard } from "~/content/blog";
import { FeaturedPost, PostCard } from "~/features/blog/post-card";
import { lazySection } from "~/lib/lazy-section";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/blog";

const title = "Outbound Insights: B2B Sales and Outbound Blog";
const description =
  "Practical playbooks on outbound sales, BDR costs, AI-assisted prospecting and pipeline math for startup founders and sales leaders.";

// The sign-up form sits below the articles: a separate chunk (lazySection). It posts without JavaScript too.
const NewsletterForm = lazySection(() => import("~/features/leads/newsletter-form"), "NewsletterForm");

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
  return (
    <>
      <section aria-labelledby="blog-heading" className="relative isolate overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_80%_0%,rgba(97,96,242,0.55),transparent),radial-gradient(30rem_20rem_at_0%_100%,rgba(20,184,166,0.3),transparent)]"
        />
        <div className="container-page py-16 text-center sm:py-24">
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
            The {siteConfig.productName} blog
          </p>
          <h1 id="blog-heading" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Outbound Insights
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-300">
            The math, costs and playbooks behind predictable outbound pipeline, written for founders and sales leaders
            who want qualified meetings, not more busywork.
          </p>
        </div>
      </section>

      <div className="container-page py-14 sm:py-20">
        {featured && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="mb-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Featured Article
            </h2>
            <FeaturedPost post={featured} />
          </section>
        )}

        <section aria-labelledby="latest-heading" className="mt-16">
          <h2 id="latest-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Latest Articles
          </h2>
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="latest-articles">
            {rest.map((post) => (
              <li key={post.slug} className="flex">
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
              Join 500+ founders who get our playbooks on outbound math, BDR costs and AI-assisted prospecting. No spam;
              unsubscribe with one click.
            </p>
          </div>
          <NewsletterForm tone="dark" placement="blog" />
        </section>
      </div>
    </>
  );
}
