import { Icon } from "~/components/ui/icon";
import { useRef } from "react";
import { useLocation } from "react-router";
import { bookingUrl, offerForPath, offers } from "~/content/offers";
import { useAssistant } from "~/features/assistant/assistant-launcher";
import { siteConfig } from "~/lib/site-config";
import { SectionLink } from "./section-link";
import { ExternalLink } from "./ui/button";
import { usePopover } from "./use-popover";

const itemClass =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900";

/**
 * The one floating launcher (SPEC "Floating contact button"): a 48 px button that opens one menu
 * with Book Call, Email, Contact Form and, once script runs, the site assistant; any choice closes
 * it. A popover: it opens and closes without script, so a tap before hydration is never lost. The
 * menu follows its button in the DOM, so Tab goes from the button into the options, and it opens
 * upwards with its height capped below the header, so at 400% zoom its first option is in view.
 */
export function FloatingContact() {
  const { ref, close, onBlur } = usePopover<HTMLDivElement>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { launcherRef, show, dialog } = useAssistant(toggleRef);
  // Book Call opens the scheduler of the offer the page speaks for (content/data/offers.ts).
  const offer = offers[offerForPath(useLocation().pathname)];
  return (
    <aside aria-label="Quick contact" className="group/contact print-hidden">
      <button
        ref={toggleRef}
        type="button"
        popoverTarget="contact-menu"
        aria-controls="contact-menu"
        className="fixed right-(--launcher-gap) bottom-(--launcher-gap) z-30 inline-flex size-(--launcher-size) items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-colors hover:bg-brand-800"
      >
        <Icon name="messages-square" className="size-5 group-has-[#contact-menu:popover-open]/contact:hidden" />
        <Icon name="x" className="hidden size-5 group-has-[#contact-menu:popover-open]/contact:block" />
        <span className="sr-only">Contact options</span>
      </button>
      <div
        ref={ref}
        id="contact-menu"
        popover="auto"
        onBlur={onBlur}
        className="inset-auto right-(--launcher-gap) bottom-[calc(var(--launcher-size)+var(--launcher-gap)+0.5rem)] m-0 max-h-[calc(100dvh-var(--header-height)-var(--launcher-size)-var(--launcher-gap)-1rem)] w-64 max-w-[calc(100vw-2*var(--launcher-gap))] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-2 text-ink shadow-lift"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">Get in touch</p>
        <ul className="flex flex-col gap-1">
          <li>
            <ExternalLink href={bookingUrl(offer, siteConfig)} className={itemClass} onClick={close}>
              <Icon name="calendar-days" className="size-5 text-brand-700" />
              Book Call
            </ExternalLink>
          </li>
          <li>
            <a href={`mailto:${siteConfig.email.contact}`} className={itemClass} onClick={close}>
              <Icon name="mail" className="size-5 text-brand-700" />
              Email
            </a>
          </li>
          <li>
            <SectionLink section="contact" className={itemClass} onClick={close}>
              <Icon name="message-square-text" className="size-5 text-brand-700" />
              Contact Form
            </SectionLink>
          </li>
          {/* Needs script: hidden without it; a click before hydration is replayed (data-replay). */}
          <li className="mt-1 border-t border-slate-200 pt-1 noscript:hidden">
            <button
              ref={launcherRef}
              type="button"
              aria-haspopup="dialog"
              data-replay=""
              className={itemClass}
              onClick={() => {
                close();
                show();
              }}
            >
              <Icon name="sparkles" className="size-5 text-brand-700" />
              Ask the assistant
            </button>
          </li>
        </ul>
      </div>
      {dialog}
    </aside>
  );
}
