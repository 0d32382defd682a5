import { useLocation } from "react-router";
import { bookingUrl, offerForPath, offers, type Offer, type OfferId } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

export type PageOffer = Pick<Offer, "callLabel" | "callText"> & {
  id: OfferId;
  bookingUrl: string;
  /** Where the offer's contact form is. */
  contactHref: string;
};

// The healthtech offer's form is the home page's Contact section; the outbound plugin's is /contact.
const CONTACT_FORM: Record<OfferId, string> = { healthtech: "/#contact", outbound: "/contact" };

/** Where an offer's contact form is: the assistant's hand-off links there. */
export function contactFormHref(id: OfferId): string {
  return CONTACT_FORM[id];
}

/** An offer as a page shows it: its call's label and words, the scheduler it opens, its contact form. */
export function pageOffer(id: OfferId): PageOffer {
  const offer = offers[id];
  return {
    id,
    callLabel: offer.callLabel,
    callText: offer.callText,
    bookingUrl: bookingUrl(offer, siteConfig),
    contactHref: contactFormHref(id),
  };
}

/**
 * The offer the current page speaks for (content/data/offers.ts, `offerForPath`): the header's
 * booking button, the forms' offer field, the launcher's "Book Call" and the assistant's hand-off
 * all follow it, so a visitor on a healthtech page is offered the healthtech call and vice versa.
 */
export function usePageOffer(): PageOffer {
  return pageOffer(offerForPath(useLocation().pathname));
}
