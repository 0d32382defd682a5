import { CalendarDays, Mail, MessageSquareText, MessagesSquare, X } from "lucide-react";
import { siteConfig } from "~/lib/site-config";
import { SectionLink } from "./section-link";
import { ExternalLink } from "./ui/button";
import { useDisclosure } from "./use-disclosure";

const itemClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900";

/** SPEC "Floating contact button": Book Call, Email, Contact Form; closes after any choice. */
export function FloatingContact() {
  const { open, close, toggle, buttonRef, panelRef } = useDisclosure<HTMLDivElement>();
  return (
    <aside
      aria-label="Quick contact"
      className="print-hidden fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      <div
        ref={panelRef}
        id="contact-menu"
        hidden={!open}
        className="w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-lift"
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
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="contact-menu"
        onClick={toggle}
        className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-colors hover:bg-brand-800"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessagesSquare aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? "Close contact options" : "Contact options"}</span>
      </button>
    </aside>
  );
}
