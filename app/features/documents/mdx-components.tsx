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

export const documentComponents: MDXComponents = { a: DocumentLink, table: DocumentTable };

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
