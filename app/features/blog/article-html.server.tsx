import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PostSummary } from "~/content/blog";
import { postBodyModule } from "~/content/blog-bodies";
import type { ArticleComponentName } from "~/content/mdx-component-names";
import { bookingUrl, offers } from "~/content/offers";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import { Experiments, ScorecardLevers, StartupChallenges } from "./article-blocks";
import { ArticleChartFigure } from "./article-chart";

/** Site-relative addresses made absolute: a feed reader shows the HTML away from the site. */
function FeedLink({ href = "", children }: ComponentProps<"a">) {
  return <a href={href.startsWith("/") || href.startsWith("#") ? absoluteUrl(href) : href}>{children}</a>;
}

function feedComponents(post: PostSummary): MDXComponents {
  const named = {
    Callout: ({ title, children }: { title?: string; children: ReactNode }) => (
      <blockquote>
        <p>
          <strong>{title ?? "Good to know"}</strong>
        </p>
        {children}
      </blockquote>
    ),
    BookingButton: () => (
      <p>
        <a href={bookingUrl(offers.outbound, siteConfig)}>{offers.outbound.callLabel}</a>
      </p>
    ),
    LinkButton: ({ to, label }: { to: string; label: string }) => (
      <p>
        <a href={absoluteUrl(to)}>{label}</a>
      </p>
    ),
    StartupChallenges: () => <StartupChallenges challenges={post.challenges ?? []} />,
    ScorecardLevers: () => <ScorecardLevers levers={post.levers ?? []} />,
    Experiments: () => <Experiments experiments={post.experiments ?? []} />,
    // Without the site's styles the chart reads as its table: each figure with its label.
    Chart: ({ name }: { name: string }) => {
      const chart = post.charts?.[name];
      return chart ? <ArticleChartFigure chart={chart} /> : null;
    },
  } satisfies Record<ArticleComponentName, unknown>;
  return { a: FeedLink, ...named };
}

/**
 * HTML for a feed reader, which shows it away from the site: the decorative icons left out (they
 * are drawn from the site's sprite, which another origin cannot use), and every address a
 * component wrote relative to the site made absolute.
 */
export function feedHtml(html: string): string {
  return html
    .replace(/<svg\b[^>]*\baria-hidden="true"[^>]*>[\s\S]*?<\/svg>/g, "")
    .replace(/\s(href|src)="(\/(?!\/)[^"]*)"/g, (_, name: string, path: string) => ` ${name}="${absoluteUrl(path)}"`);
}

/** An article's body as static HTML for the feed, with its cover first. */
export function articleHtml(post: PostSummary, cover: string): string {
  const { default: Body } = postBodyModule(post.slug);
  const body = feedHtml(renderToStaticMarkup(<Body components={feedComponents(post)} />));
  return `<p><img src="${absoluteUrl(cover)}" alt="" width="1200" height="630"></p>${body}`;
}
