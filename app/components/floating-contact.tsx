import { Icon } from "~/components/ui/icon";
import { ASSISTANT_DIALOG_ID, AssistantDialog } from "~/features/assistant/assistant-dialog";
import { usePageOffer } from "~/lib/page-offer";
import { siteConfig } from "~/lib/site-config";
import { SectionLink } from "./section-link";
import { ExternalLink } from "./ui/button";

const itemClass =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900";

/**
 * The launcher's button. Below 1280 px it sits in the header beside the Menu button, a band of its
 * own, so it never covers page text; from 1280 px it floats at the bottom right, in the page's side
 * margin (the content is 1152 px wide at most, the launcher 64 px from the edge). Each placement
 * shows at its widths only; both open the one menu (tests/e2e/launcher-covers-nothing.spec.ts measures it).
 * The floating one passes over the white page and the dark footer: a 7 px band of the page's colour
 * under its focus ring shows on both sides of the ring, so the ring keeps its 7.9:1 over either.
 */
export function LauncherButton({ placement }: { placement: "header" | "floating" }) {
  return (
    <button
      type="button"
      popoverTarget="contact-menu"
      aria-controls="contact-menu"
      className={
        placement === "header"
          ? "inline-flex size-(--launcher-size) shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
          : "fixed right-(--launcher-gap) bottom-(--launcher-gap) z-30 hidden size-(--launcher-size) items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-colors [view-transition-name:launcher] hover:bg-brand-800 focus-visible:ring-7 focus-visible:ring-(--focus-gap) xl:inline-flex"
      }
    >
      <Icon name="messages-square" className="size-5 [html:has(#contact-menu:popover-open)_&]:hidden" />
      <Icon name="x" className="hidden size-5 [html:has(#contact-menu:popover-open)_&]:block" />
      <span className="sr-only">Contact options</span>
    </button>
  );
}

/**
 * The one launcher (SPEC "Floating contact button"): a button that opens one menu with Book Call,
 * Email, Contact Form and, where script runs, the site assistant; any choice closes it
 * (app/enhance/menus.ts). A popover: it opens and closes without script, from the first paint.
 * The menu follows the floating button in the DOM, so Tab goes from the button into the options
 * (from the header's button the browser puts the open popover next in the order). It opens under the
 * header below 1280 px and upwards from the floating button above, its height capped to the space
 * between them, so at 400% zoom its first option is in view.
 */
export function FloatingContact() {
  // Book Call and the assistant's hand-off open the call of the offer the page speaks for
  // (content/data/offers.ts); the server renders each page with its own.
  const offer = usePageOffer();
  return (
    <aside aria-label="Quick contact" className="print-hidden">
      <LauncherButton placement="floating" />
      <div
        id="contact-menu"
        popover="auto"
        className="inset-auto top-[calc(var(--header-height)+0.5rem)] right-(--launcher-gap) m-0 max-h-[calc(100dvh-var(--header-height)-1rem)] w-64 max-w-[calc(100vw-2*var(--launcher-gap))] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-2 text-ink shadow-lift xl:top-auto xl:bottom-[calc(var(--launcher-size)+var(--launcher-gap)+0.5rem)] xl:max-h-[calc(100dvh-var(--header-height)-var(--launcher-size)-var(--launcher-gap)-1rem)]"
      >
        <p className="signal-notch px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
          Get in touch
        </p>
        <ul className="flex flex-col gap-1">
          <li>
            <ExternalLink href={offer.bookingUrl} className={itemClass}>
              <Icon name="calendar-days" className="size-5 text-brand-700" />
              Book Call
            </ExternalLink>
          </li>
          <li>
            <a href={`mailto:${siteConfig.email.contact}`} className={itemClass}>
              <Icon name="mail" className="size-5 text-brand-700" />
              Email
            </a>
          </li>
          <li>
            <SectionLink section="contact" className={itemClass}>
              <Icon name="message-square-text" className="size-5 text-brand-700" />
              Contact Form
            </SectionLink>
          </li>
          {/* What answers needs script (app/enhance/assistant-launcher.ts): shown once it runs, never without. */}
          <li className="needs-script mt-1 border-t border-slate-200 pt-1">
            <button
              type="button"
              commandfor={ASSISTANT_DIALOG_ID}
              command="show-modal"
              aria-haspopup="dialog"
              className={itemClass}
            >
              <Icon name="sparkles" className="size-5 text-brand-700" />
              Ask the assistant
            </button>
          </li>
        </ul>
      </div>
      <AssistantDialog offer={offer} />
    </aside>
  );
}
