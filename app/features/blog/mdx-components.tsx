import { figureChildren } from "~/features/one-pagers/figure-text";
import { Icon } from "~/components/ui/icon";
import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import { buttonClasses, ExternalLink, ExternalLinkButton } from "~/components/ui/button";
import { MarkdownTable } from "~/components/ui/markdown-table";
import { unbrokenChildren } from "~/components/ui/unbroken";
import type { PostSummary } from "~/content/blog";
import type { ArticleComponentName } from "~/content/mdx-component-names";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";
import { Experiments, ScorecardLevers, StartupChallenges } from "./article-blocks";
import { ArticleChartFigure } from "./article-chart";

/** Links to the site's pages and sections stay in the tab; anything else leaves the site in a new tab. */
function MdxLink({ href = "", children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/") || href.startsWith("#")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <ExternalLink href={href} {...props}>
      {children}
    </ExternalLink>
  );
}

function Table({ children }: ComponentProps<"table">) {
  return <MarkdownTable keyHeader={siteConfig.productName}>{children}</MarkdownTable>;
}

function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="not-prose my-8 rounded-card border-l-4 border-brand-600 bg-brand-50 p-5" data-print="keep">
      <p className="flex items-center gap-2 font-semibold text-brand-900">
        <Icon name="lightbulb" className="size-4" />
        {title ?? "Good to know"}
      </p>
      <div className="mt-2 text-slate-800 [&>p]:mt-2">{children}</div>
    </aside>
  );
}

/** The components an article body may use (see content/blog/README.md); the build refuses others. */
export function mdxComponents(post: PostSummary, charts: NonNullable<PostSummary["charts"]>): MDXComponents {
  const named = {
    Callout,
    // The offer's one label (content/data/offers.ts): a booking button reads the same everywhere.
    BookingButton: () => (
      <span className="not-prose my-6 block">
        <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} size="lg">
          {offers.outbound.callLabel}
        </ExternalLinkButton>
      </span>
    ),
    LinkButton: ({ to, label }: { to: string; label: string }) => (
      <span className="not-prose my-6 mr-3 inline-block">
        <a href={to} className={buttonClasses({ variant: "secondary", size: "lg" })}>
          {label}
        </a>
      </span>
    ),
    StartupChallenges: () => <StartupChallenges challenges={required(post, "challenges")} />,
    ScorecardLevers: () => <ScorecardLevers levers={required(post, "levers")} />,
    Experiments: () => <Experiments experiments={required(post, "experiments")} />,
    Chart: ({ name }: { name: string }) => <ArticleChartFigure chart={chartNamed(post, charts, name)} />,
  } satisfies Record<ArticleComponentName, unknown>;
  return {
    a: MdxLink,
    table: Table,
    h2: ({ children, ...props }: ComponentProps<"h2">) => <h2 {...props}>{unbrokenChildren(children)}</h2>,
    h3: ({ children, ...props }: ComponentProps<"h3">) => <h3 {...props}>{unbrokenChildren(children)}</h3>,
    // A range ("60-75%", "3-5") never breaks at its hyphen (DESIGN.md).
    p: ({ children, ...props }: ComponentProps<"p">) => <p {...props}>{figureChildren(children)}</p>,
    li: ({ children, ...props }: ComponentProps<"li">) => <li {...props}>{figureChildren(children)}</li>,
    td: ({ children, ...props }: ComponentProps<"td">) => <td {...props}>{figureChildren(children)}</td>,
    strong: ({ children, ...props }: ComponentProps<"strong">) => (
      <strong {...props}>{figureChildren(children)}</strong>
    ),
    ...named,
  };
}

/** A structured block used in the body needs its data in the front matter; fail the build otherwise. */
function required<Key extends "challenges" | "levers" | "experiments">(post: PostSummary, key: Key) {
  const value = post[key];
  if (!value) throw new Error(`content/blog/${post.slug}.mdx uses a block that needs "${key}" in its front matter`);
  return value as NonNullable<PostSummary[Key]>;
}

function chartNamed(post: PostSummary, charts: NonNullable<PostSummary["charts"]>, name: string) {
  const chart = charts[name];
  if (!chart)
    throw new Error(
      `content/blog/${post.slug}.mdx draws <Chart name="${name}" /> without "charts.${name}" in its front matter`,
    );
  return chart;
}
