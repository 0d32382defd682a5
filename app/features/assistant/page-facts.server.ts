/**
 * What pages show from structured content rather than prose: the talent map's countries, the
 * podcast's episode count, the charts articles draw from their front matter. Each is written as
 * the sentences a visitor reads on the page, so the assistant can quote them.
 */
import type { ArticleChart } from "~/content/blog-schema";
import { episodes } from "~/content/episodes";
import { talentCountries, talentRegions } from "~/content/talent-countries";
import { guestBooking } from "~/features/podcast/guest-booking-copy";
import { PODCAST_DESCRIPTION, PODCAST_NAME, PODCAST_PATH } from "~/features/podcast/podcast-meta";
import { hasSampleEpisodes } from "~/features/podcast/sample-episodes";
import { siteConfig } from "~/lib/site-config";
import type { IndexSource, PassageInput } from "./build-index.server";

function universities(count: number): string {
  return `${count} ${count === 1 ? "university" : "universities"}`;
}

/** The talent map section (#talent-map): one passage per country, so a question about one country finds it. */
export function talentMapPassages(): PassageInput[] {
  const heading = "Latin American talent map";
  const product = `${siteConfig.productName} Talent`;
  return [
    {
      anchor: "talent-map",
      heading,
      text: `The map shows ${talentCountries.length} countries of the ${product} network and the number of universities in each: ${talentCountries
        .map((country) => `${country.country} ${country.universities}`)
        .join(", ")}.`,
    },
    ...talentCountries.map((country) => ({
      anchor: "talent-map",
      heading: `${heading}: ${country.country}`,
      text: `In ${country.country} (${talentRegions[country.region]}), ${product} recruits from ${universities(country.universities)} of its network.`,
    })),
  ];
}

/** /healthtech-heroes: what the podcast is, how many episodes the page lists, how to be a guest. */
export function podcastSource(): IndexSource {
  const count = episodes.length;
  const samples = hasSampleEpisodes(episodes);
  return {
    path: PODCAST_PATH,
    title: `${PODCAST_NAME} Podcast`,
    passages: [
      { heading: PODCAST_NAME, text: PODCAST_DESCRIPTION },
      {
        anchor: "featured-episodes",
        heading: "Featured episodes",
        text: samples
          ? `${PODCAST_NAME} lists ${count} sample episodes. The episodes on the page are samples: roles and lines are illustrative until the first real episodes are published.`
          : `${PODCAST_NAME} has ${count} episodes, each with its guest and a line from the conversation.`,
      },
      {
        anchor: guestBooking.id,
        heading: guestBooking.heading,
        parent: `${guestBooking.eyebrow} on ${PODCAST_NAME}`,
        text: `${guestBooking.text} ${guestBooking.action}. ${guestBooking.topicsHeading}: ${guestBooking.topics.join("; ")}.`,
      },
    ],
  };
}

/** An industry page's price, as its highlights and structured data state it. */
export function onePagerPrice(industry: string, price: { min: number; max?: number; unit: string }): string {
  const amount = price.max ? `${dollars(price.min)} to ${dollars(price.max)}` : `from ${dollars(price.min)}`;
  return `${siteConfig.productName} for ${industry} costs ${amount} a ${price.unit}.`;
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** A chart as sentences: its title, each row with its figure, the total and the basis. */
export function chartText(chart: ArticleChart): string {
  const rows = chart.rows.map((row) => `${row.label}: ${row.display}${row.note ? ` (${row.note})` : ""}.`);
  const total = chart.total ? [`${chart.total.label}: ${chart.total.display}.`] : [];
  return [`${chart.title}.`, ...rows, ...total, chart.basis].join(" ");
}
