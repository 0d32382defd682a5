import { figureChildren } from "~/features/one-pagers/figure-text";
import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { ExternalLink } from "~/components/ui/button";
import { MarkdownTable } from "~/components/ui/markdown-table";
import type { DocumentComponentName } from "~/content/mdx-component-names";
import { siteConfig } from "~/lib/site-config";

/** Other sites' addresses in a new tab; site pages and mail links as they are. */
function DocumentLink({ href = "", children, ...props }: ComponentProps<"a">) {
  if (/^https?:/.test(href)) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

function DocumentTable({ children }: ComponentProps<"table">) {
  return <MarkdownTable keyHeader={siteConfig.productName}>{children}</MarkdownTable>;
}

export const documentComponents: MDXComponents = {
  a: DocumentLink,
  table: DocumentTable,
  // A range ("60-90 days", "12-22%") never breaks at its hyphen (DESIGN.md).
  p: ({ children, ...props }: ComponentProps<"p">) => <p {...props}>{figureChildren(children)}</p>,
  li: ({ children, ...props }: ComponentProps<"li">) => <li {...props}>{figureChildren(children)}</li>,
  td: ({ children, ...props }: ComponentProps<"td">) => <td {...props}>{figureChildren(children)}</td>,
  h2: ({ children, ...props }: ComponentProps<"h2">) => <h2 {...props}>{figureChildren(children)}</h2>,
  h3: ({ children, ...props }: ComponentProps<"h3">) => <h3 {...props}>{figureChildren(children)}</h3>,
};

function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

// The policy names its addresses, and how long an unconfirmed sign-up is kept, through components,
// so they always come from the settings the server runs with (config/site.ts).
export const privacyPolicyComponents: MDXComponents = {
  ...documentComponents,
  ...({
    PrivacyEmail: () => <MailLink address={siteConfig.email.privacy} />,
    DpoEmail: () => <MailLink address={siteConfig.email.dpo} />,
    NewsletterRetentionDays: () => <>{siteConfig.newsletterRetentionDays}</>,
  } satisfies Record<DocumentComponentName, unknown>),
};
