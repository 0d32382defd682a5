import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { usePageOffer } from "./page-offer";
import { ExternalLink } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

const linkClass =
  "inline-flex min-h-9 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:text-brand-950 hover:underline";

/** The ways to reach a person: the page's offer's call, e-mail and the contact form. */
export function HandoffLinks({ onNavigate }: { onNavigate: () => void }) {
  const offer = usePageOffer();
  return (
    <ul className="space-y-1">
      <li>
        <ExternalLink href={offer.bookingUrl} className={linkClass}>
          <Icon name="calendar-days" className="size-4 shrink-0" />
          Book {offer.callText}
        </ExternalLink>
      </li>
      <li>
        <a href={`mailto:${siteConfig.email.contact}`} className={`${linkClass} break-all`}>
          <Icon name="mail" className="size-4 shrink-0" />
          E-mail {siteConfig.email.contact}
        </a>
      </li>
      <li>
        <Link to="/contact" onClick={onNavigate} className={linkClass}>
          <Icon name="message-square-text" className="size-4 shrink-0" />
          Use the contact form
        </Link>
      </li>
    </ul>
  );
}
