import type { OffersData } from "~/content/offers";

// The site sells two offers (SPEC section 1). Each page speaks for one of them, and every booking
// button, call length and proof figure on that page is its offer's, the header's booking button, the
// contact form's offer, the footer's and the site assistant's hand-off included. `callLabel` is the one
// label of every link to the offer's scheduler, a button's or a menu's (SPEC's "Book 45-Min Discovery
// Call" and "Book a 30-min Discovery", written alike); a link inside a sentence reads `callText`.
// `pages` lists the healthtech offer's pages; every other page is the outbound plugin's.
// `booking` names the setting that holds the scheduler's address (see the project README).
// Each offer's proof is on its own page: the healthtech offer's in home.ts (`proof`, under the
// home page's hero), the outbound plugin's in one-pager.ts (`keyFigures`, on /one-pager).
export default {
  healthtech: {
    pages: ["/", "/healthtech-heroes", "/growth-framework"],
    callMinutes: 45,
    booking: "BOOKING_URL_45",
    callLabel: "Book {calls.healthtech}-min Discovery Call",
    callText: "a {calls.healthtech}-minute discovery call",
  },
  outbound: {
    callMinutes: 30,
    booking: "BOOKING_URL_30",
    callLabel: "Book {calls.outbound}-min Discovery Call",
    callText: "a {calls.outbound}-minute call",
  },
} satisfies OffersData;
