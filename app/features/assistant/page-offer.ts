import { useLocation } from "react-router";
import { bookingUrl, offerForPath, offers, type Offer, type OfferId } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

export type PageOffer = Pick<Offer, "callLabel" | "callText"> & { id: OfferId; bookingUrl: string };

/**
 * The offer the current page speaks for (content/data/offers.ts): the assistant hands off to its
 * call, so a visitor on a healthtech page is offered the healthtech call and vice versa.
 */
export function usePageOffer(): PageOffer {
  const id = offerForPath(useLocation().pathname);
  const offer = offers[id];
  return { id, callLabel: offer.callLabel, callText: offer.callText, bookingUrl: bookingUrl(offer, siteConfig) };
}
