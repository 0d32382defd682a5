/**
 * Questions asked on both kinds of page (content/data/offers.ts): each phrasing once on a healthtech
 * page and once on an outbound page, the pages taken in turn. The price, the call and how to start
 * are the page's offer's (the healthtech offer states no price: its FAQ says so and offers the call);
 * the podcast's guest card and the privacy policy answer the same wherever they are asked.
 * Every expectation is read from content. Part of evaluation-set.ts.
 */
import { contentIndex } from "~/content/content-index";
import { offerForPath, offers, type OfferId } from "~/content/offers";
import { salesSheet } from "~/content/sales-sheet";
import { faqItems } from "~/features/home/faq";
import { guestBooking } from "~/features/podcast/guest-booking-copy";
import { PODCAST_NAME, PODCAST_PATH } from "~/features/podcast/podcast-meta";
import { siteConfig } from "~/lib/site-config";
import { sitePages } from "~/lib/site-pages";
import type { AnswerDraft } from "./evaluation-set";
import { contactFormHref } from "~/lib/page-offer";
import { PRIVACY_POLICY_PATH, privacyPolicyPassages } from "./privacy-policy.server";

type Expectation = Pick<AnswerDraft, "facts" | "page" | "section">;

/** The groups of questions asked on both kinds of page; those of the offer's terms first. */
export const OFFER_TERMS_GROUPS = ["offer's price", "offer's call", "offer's next step"] as const;
export const BOTH_KINDS_GROUPS = [...OFFER_TERMS_GROUPS, "podcast guest", "privacy policy"] as const;
type Topic = {
  group: (typeof BOTH_KINDS_GROUPS)[number];
  questions: readonly string[];
  /** What the answer must be, asked on each offer's pages. */
  expected: Record<OfferId, Expectation>;
};

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The assistant's evaluation set needs ${what} in content/.`);
  return value;
}

/** The published pages of each offer, in the site's order. */
export function pagesOfOffer(id: OfferId): string[] {
  const paths = sitePages(contentIndex)
    .map((page) => page.path)
    .filter((path) => offerForPath(path) === id);
  if (paths.length === 0) throw new Error(`The assistant's evaluation set needs a published page of the ${id} offer.`);
  return paths;
}

/** The page an offer's contact form is on: where its call is offered. */
function callPage(id: OfferId): string {
  return contactFormHref(id).split("#")[0] || "/";
}

function topics(): Topic[] {
  const faq = (terms: "price" | "start") =>
    required(
      faqItems.find((item) => item.offerTerms === terms),
      `a home FAQ answer marked offerTerms: "${terms}"`,
    );
  const call = (id: OfferId): Expectation => ({ page: callPage(id), facts: [String(offers[id].callMinutes)] });
  const both = (expectation: Expectation) => ({ healthtech: expectation, outbound: expectation });
  // The policy's age limit, as its text states it ("not directed at anyone under 16").
  const minimumAge = required(
    privacyPolicyPassages()
      .map((passage) => /\bunder (\d+)\b/.exec(passage.text)?.[1])
      .find(Boolean),
    "the privacy policy's age limit",
  );
  return [
    {
      group: "offer's price",
      questions: ["How much does it cost?", "What are your prices?", "How much do you charge?"],
      expected: {
        healthtech: { page: "/", section: faq("price").question, facts: [String(offers.healthtech.callMinutes)] },
        outbound: { page: "/one-pager", facts: [salesSheet.pricing.price] },
      },
    },
    {
      group: "offer's call",
      questions: ["How long is the call?", "How many minutes is the discovery call?", "How long does a call take?"],
      expected: { healthtech: call("healthtech"), outbound: call("outbound") },
    },
    {
      group: "offer's call",
      questions: [
        "What happens on the call?",
        "What will we discuss on the call?",
        "What should I expect from the discovery call?",
      ],
      expected: { healthtech: call("healthtech"), outbound: call("outbound") },
    },
    {
      group: "offer's next step",
      questions: ["What's the next step?", "How do we get started?", "How do I start working with you?"],
      expected: {
        healthtech: { page: "/", section: faq("start").question, facts: [String(offers.healthtech.callMinutes)] },
        outbound: { page: "/one-pager", section: salesSheet.cta.heading, facts: [] },
      },
    },
    {
      group: "podcast guest",
      questions: [
        "How can I be a guest on the podcast?",
        `Can I appear on ${PODCAST_NAME}?`,
        "How do I pitch myself as a podcast guest?",
      ],
      expected: both({ page: PODCAST_PATH, section: guestBooking.heading, facts: [] }),
    },
    {
      group: "privacy policy",
      questions: [
        "What is the minimum age in the privacy policy?",
        "Can children use this site?",
        "How old do I have to be to send you my details?",
      ],
      expected: both({ page: PRIVACY_POLICY_PATH, facts: [minimumAge] }),
    },
    {
      group: "privacy policy",
      questions: [
        "How do I contact your data protection officer?",
        "Who is the data protection contact?",
        "What is the DPO's email address?",
      ],
      expected: both({ page: PRIVACY_POLICY_PATH, facts: [siteConfig.email.dpo] }),
    },
  ];
}

export function offerTermsCases(): AnswerDraft[] {
  const pages: Record<OfferId, string[]> = {
    healthtech: pagesOfOffer("healthtech"),
    outbound: pagesOfOffer("outbound"),
  };
  const turns: Record<OfferId, number> = { healthtech: 0, outbound: 0 };
  return topics().flatMap((topic) =>
    topic.questions.flatMap((question) =>
      (["healthtech", "outbound"] as const).map((id): AnswerDraft => {
        const list = pages[id];
        const askedOn = required(list[turns[id]++ % list.length], "a page");
        const { facts, page, section } = topic.expected[id];
        return {
          kind: "answer",
          group: topic.group,
          question,
          askedOn,
          facts,
          ...(page ? { page } : {}),
          ...(section ? { section } : {}),
        };
      }),
    ),
  );
}
