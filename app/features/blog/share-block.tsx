import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { ExternalLink } from "~/components/ui/button";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./brand-icons";
import { INSTAGRAM_URL, type ShareInput, type ShareLinks, type ShareNetwork } from "./share";

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800";

const networks: ReadonlyArray<{ network: ShareNetwork; label: string; icon: ReactNode }> = [
  { network: "linkedin", label: "Share on LinkedIn", icon: <LinkedInIcon /> },
  { network: "x", label: "Share on X", icon: <XIcon /> },
  { network: "facebook", label: "Share on Facebook", icon: <FacebookIcon /> },
];

export type ShareBlockProps = ShareInput & {
  /** Sharer URLs from the loader (see shareLinks): without JavaScript they open in a new tab. */
  links: ShareLinks;
};

/**
 * SPEC "share block": receives the page's url, title and description. The sharer links open a
 * 600x400 pop-up, and Copy link and the browser's share sheet work, with the enhancement module
 * (app/enhance/page-actions.ts); without script the links open in a new tab and the two buttons
 * are not shown (the share sheet only where the browser has one).
 */
export function ShareBlock({ links, ...input }: ShareBlockProps) {
  return (
    <section aria-labelledby="share-heading" className="print-hidden">
      <h2 id="share-heading" className="eyebrow">
        Share this article
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {networks.map(({ network, label, icon }) => (
          <ExternalLink
            key={network}
            href={links[network]}
            data-share={network}
            className={buttonClass}
            aria-label={label}
          >
            {icon}
          </ExternalLink>
        ))}
        <ExternalLink href={INSTAGRAM_URL} className={buttonClass} aria-label="Open Instagram">
          <InstagramIcon />
        </ExternalLink>
        <button
          type="button"
          data-action="copy-link"
          data-url={input.url}
          data-status="share-status"
          data-copied="Link copied to your clipboard."
          className={`${buttonClass} group needs-script w-auto gap-2 px-4 text-sm font-semibold`}
        >
          <Icon name="link-2" className="size-4 group-data-[state=copied]:hidden" />
          <Icon name="check" className="hidden size-4 text-green-700 group-data-[state=copied]:block" />
          Copy link
        </button>
        <button
          type="button"
          hidden
          data-action="web-share"
          data-url={input.url}
          data-title={input.title}
          data-text={input.description}
          className={`${buttonClass} w-auto gap-2 px-4 text-sm font-semibold`}
        >
          <Icon name="share-2" className="size-4" />
          Share…
        </button>
        <p id="share-status" role="status" className="text-sm font-medium text-green-800" />
      </div>
    </section>
  );
}
