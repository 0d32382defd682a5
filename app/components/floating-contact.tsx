import { Icon } from "~/components/ui/icon";
import { ASSISTANT_DIALOG_ID, AssistantDialog } from "~/features/assistant/assistant-dialog";
import { usePageOffer } from "~/lib/page-offer";
import { siteConfig } from "~/lib/site-config";
import { SectionLink } from "./section-link";
import { ExternalLink } from "./ui/button";

const itemClass =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900";

/**
 * The launcher's button, floating at the bottom right at every width (SPEC "Floating contact
 * button"), where it never covers text: from 1280 px in the page's side margin (the content is 1152 px
 * wide at most, the launcher 64 px from the edge), below that in a band of its own at the bottom of
 * the screen, above which the page ends (`LauncherRoom`; tests/e2e/launcher-covers-nothing.spec.ts
 * measures both). It passes over the white page and the dark footer: a 7 px band of the page's
 * colour under its focus ring shows on both sides of the ring, so the ring keeps its 7.9:1 over either.
 */
function LauncherButton() {
  return (
    <button
      type="button"
      popoverTarget="contact-menu"
      aria-controls="contact-menu"
      className="fixed right-(--launcher-right) bottom-(--launcher-bottom) z-30 inline-flex size-(--launcher-size) items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-colors [view-transition-name:launcher] hover:bg-brand-800 focus-visible:ring-7 focus-visible:ring-(--focus-gap)"
    >
      <Icon name="messages-square" className="size-5 [html:has(#contact-menu:popover-open)_&]:hidden" />
      <Icon name="x" className="hidden size-5 [html:has(#contact-menu:popover-open)_&]:block" />
      <span className="sr-only">Contact options</span>
    </button>
  );
}

/**
 * Below 1280 px the launcher's room: a band across the bottom of the screen, as tall as the launcher
 * and its margins, in the header's white. Page text passes under the band as it passes under the
 * header, never under the button alone, and the page ends above it (`--launcher-room`, tailwind.css).
 */
function LauncherRoom() {
  return (
    <div
      aria-hidden="true"
      data-launcher-room=""
      className="fixed inset-x-0 bottom-0 z-30 h-(--launcher-room) border-t border-slate-200/80 bg-white/90 backdrop-blur [view-transition-name:launcher-room] xl:hidden"
    />
  );
}

/**
 * The one launcher (SPEC "Floating contact button"): a button that opens one menu with Book Call
 * (under the offer's one label), Email, Contact Form and, where script runs, the site assistant; any
 * choice closes it
 * (app/enhance/menus.ts). A popover: it opens and closes without script, from the first paint.
 * The menu follows the button in the DOM, so Tab goes from the button into the options. It opens
 * upwards from the button, its height capped to the space between it and the header, so at 400%
 * zoom its first option is in view.
 */
export function FloatingContact() {
  // Book Call and the assistant's hand-off open the call of the offer the page speaks for
  // (content/data/offers.ts); the server renders each page with its own.
  const offer = usePageOffer();
  return (
    <aside aria-label="Quick contact" className="print-hidden">
      <LauncherRoom />
      <LauncherButton />
      <div
        id="contact-menu"
        popover="auto"
        className="inset-auto right-(--launcher-right) bottom-[calc(var(--launcher-bottom)+var(--launcher-size)+0.5rem)] m-0 max-h-[calc(100dvh-var(--header-height)-var(--launcher-bottom)-var(--launcher-size)-1rem)] w-64 max-w-[calc(100vw-2*var(--launcher-right))] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-2 text-ink shadow-lift"
      >
        <p className="signal-notch px-3 pt-1 pb-2 eyebrow">Get in touch</p>
        <ul className="flex flex-col gap-1">
          <li>
            <ExternalLink href={offer.bookingUrl} className={itemClass}>
              <Icon name="calendar-days" className="size-5 text-brand-700" />
              {offer.callLabel}
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
