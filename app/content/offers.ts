import data from "../../content/data/offers";
import type { SiteConfig } from "~/lib/site-config";
import type { OfferId, Offers } from "./figures-schema";

export type { OfferId, Offers, OffersData } from "./figures-schema";

/**
 * The two offers (content/data/offers.ts), figures in place. The build checked the file
 * (scripts/build/content-figures.ts), so this module brings no schema into a page.
 */
export const offers: Offers = data;

export type Offer = Offers[OfferId];

/** Whether a value (a form's offer field, say) names one of the site's offers. */
export function isOfferId(value: unknown, list: Offers = offers): value is OfferId {
  return typeof value === "string" && Object.hasOwn(list, value);
}

/**
 * The offer a page speaks for: the healthtech consultancy on its listed pages, the outbound plugin
 * on every other. The header's booking button, the forms, the assistant's hand-off and the floating
 * booking link follow it (app/lib/page-offer.ts).
 */
export function offerForPath(path: string, list: Offers = offers): OfferId {
  const page = path.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1") || "/";
  return list.healthtech.pages.includes(page) ? "healthtech" : "outbound";
}

/** The scheduler an offer's calls open: the setting its `booking` names. */
export function bookingUrl(offer: Pick<Offer, "booking">, config: Pick<SiteConfig, "booking">): string {
  return offer.booking === "BOOKING_URL_45" ? config.booking.call45 : config.booking.call30;
}
