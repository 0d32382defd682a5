import { CalendarDays, Mail, MessageSquareText, MessagesSquare, X } from "lucide-react";
import { siteConfig } from "~/lib/site-config";
import { SectionLink } from "./section-link";
import { ExternalLink } from "./ui/button";
import { usePopover } from "./use-popover";

const itemClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900";

/**
 * SPEC "Floating contact button": Book Call, Email, Contact Form; closes after any choice. A
 * popover: it opens and closes without script, so a tap before hydration is never lost.
 */
export function FloatingContact() {
  const { ref, close } = usePopover<HTMLDivElement>();
  return (
    <aside
      aria-label="Quick contact"
      className="group/contact print-hidden fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      <div
        ref={ref}
        id="contact-menu"
        popover="auto"
        className="inset-auto right-4 bottom-21 m-0 w-60 rounded-2xl border border-slate-200 bg-white p-2 text-ink shadow-lift sm:right-6 sm:bottom-23"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">Get in touch</p>
        <ul className="flex flex-col gap-1">
          <li>
            <ExternalLink href={siteConfig.booking.call45} className={itemClass} onClick={close}>
              <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
              Book Call
            </ExternalLink>
          </li>
          <li>
            <a href={`mailto:${siteConfig.email.contact}`} className={itemClass} onClick={close}>
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              Email
            </a>
          </li>
          <li>
            <SectionLink section="contact" className={itemClass} onClick={close}>
              <MessageSquareText aria-hidden="true" className="size-5 text-brand-700" />
              Contact Form
            </SectionLink>
          </li>
        </ul>
      </div>
      <button
        type="button"
        popoverTarget="contact-menu"
        aria-controls="contact-menu"
        className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-colors hover:bg-brand-800"
      >
        <MessagesSquare aria-hidden="true" className="size-6 group-has-[#contact-menu:popover-open]/contact:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-has-[#contact-menu:popover-open]/contact:block" />
        <span className="sr-only">Contact options</span>
      </button>
    </aside>
  );
}
