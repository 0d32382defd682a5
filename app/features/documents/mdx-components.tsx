import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/button";
import { ScrollArea } from "~/components/ui/scroll-area";
import type { DocumentComponentName } from "~/content/mdx-component-names";
import { siteConfig } from "~/lib/site-config";

/** Site pages as router links, other addresses in a new tab, mail links as they are. */
function DocumentLink({ href = "", children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
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

/** A wide table scrolls inside the text column (with its shadow) instead of widening the page on a phone. */
function DocumentTable(props: ComponentProps<"table">) {
  return (
    <ScrollArea className="not-prose my-8 rounded-card border border-slate-200" data-print="keep">
      <table className="article-table w-full min-w-[32rem] text-left text-sm" {...props} />
    </ScrollArea>
  );
}

export const documentComponents: MDXComponents = { a: DocumentLink, table: DocumentTable };

function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

// The policy names its addresses through components, so they always come from the site config.
export const privacyPolicyComponents: MDXComponents = {
  ...documentComponents,
  ...({
    PrivacyEmail: () => <MailLink address={siteConfig.email.privacy} />,
    DpoEmail: () => <MailLink address={siteConfig.email.dpo} />,
  } satisfies Record<DocumentComponentName, unknown>),
};
