/**
 * Where each offer's own terms are stated (content/data/offers.ts): its price, its call, how to
 * start and its guarantee. These passages are marked `terms`; the index knows the offer of each
 * page, so a question asked on one offer's page is answered with that offer's terms and never the
 * other's (search.ts, answer.ts). The healthtech offer states them on the home page (the FAQ's
 * answers marked `offerTerms` in content/data/home.ts, the guarantee and the Contact section's
 * call); the outbound plugin on /one-pager (its pricing, guarantee and closing call to action,
 * build-index.server.ts) and /contact.
 */
import { home } from "~/content/home";
import { offers } from "~/content/offers";
import { contact } from "~/content/page-copy";
import type { IndexSource, PassageInput } from "./build-index.server";

/** The home page's Contact section: the healthtech offer's discovery call. */
export function homeCallPassage(): PassageInput {
  const { callTitle, callText, intro } = home.contact;
  return { anchor: "contact", heading: callTitle, text: `${callText} ${intro}`, terms: true };
}

/** /contact: the outbound plugin's call, and what the team comes back with. */
export function contactPageSource(): IndexSource {
  const outbound = contact.offers.outbound;
  return {
    path: "/contact",
    title: contact.eyebrow,
    passages: [
      {
        // The card's button names the call, as the home page's Contact section does.
        heading: offers.outbound.callLabel,
        parent: contact.callHeading,
        // The call first: a question about the call is answered from its sentence on.
        text: `${outbound.callText} ${outbound.intro} ${outbound.promises.join(" ")}`,
        terms: true,
      },
    ],
  };
}
