import { Check, Link2, Share2 } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from "react";
import { ExternalLink } from "~/components/ui/button";
import { useFirstInput } from "~/lib/first-input";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./brand-icons";
import { INSTAGRAM_URL, popupFeatures, type ShareInput, type ShareLinks, type ShareNetwork } from "./share";

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800";

const networks: ReadonlyArray<{ network: ShareNetwork; label: string; icon: ReactNode }> = [
  { network: "linkedin", label: "Share on LinkedIn", icon: <LinkedInIcon /> },
  { network: "x", label: "Share on X", icon: <XIcon /> },
  { network: "facebook", label: "Share on Facebook", icon: <FacebookIcon /> },
];

const noSubscription = () => () => {};

export type ShareBlockProps = ShareInput & {
  /** Sharer URLs from the loader (see shareLinks): without JavaScript they open in a new tab. */
  links: ShareLinks;
};

/** SPEC "share block": receives the page's url, title and description. */
export function ShareBlock({ links, ...input }: ShareBlockProps) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useFirstInput(ref);
  // The Web Share button exists only in browsers that have the API (never in the prerendered HTML).
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  const openPopup = (event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const screen = { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
    window.open(links[network], `share-${network}`, popupFeatures(screen));
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(input.url);
      setCopied(true);
    } catch {
      window.prompt("Copy this link:", input.url);
    }
  };

  return (
    <section ref={ref} aria-labelledby="share-heading" className="print-hidden">
      <h2 id="share-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Share this article
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {networks.map(({ network, label, icon }) => (
          <ExternalLink
            key={network}
            href={links[network]}
            className={buttonClass}
            aria-label={label}
            onClick={(event) => openPopup(event, network)}
          >
            {icon}
          </ExternalLink>
        ))}
        <ExternalLink href={INSTAGRAM_URL} className={buttonClass} aria-label="Open Instagram">
          <InstagramIcon />
        </ExternalLink>
        {/* Copying needs script: hidden without it; a click before hydration copies once hydrated. */}
        <button
          type="button"
          data-replay=""
          className={`${buttonClass} w-auto gap-2 px-4 text-sm font-semibold noscript:hidden`}
          onClick={copyLink}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-green-700" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
          Copy link
        </button>
        {canShare && (
          <button
            type="button"
            className={`${buttonClass} w-auto gap-2 px-4 text-sm font-semibold`}
            onClick={() =>
              void navigator.share({ url: input.url, title: input.title, text: input.description }).catch(() => {})
            }
          >
            <Share2 aria-hidden="true" className="size-4" />
            Share…
          </button>
        )}
        <p role="status" className="text-sm font-medium text-green-800">
          {copied ? "Link copied to your clipboard." : ""}
        </p>
      </div>
    </section>
  );
}
