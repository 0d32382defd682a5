import { expect, test } from "vitest";
import { parseSiteConfig } from "../../../config/site.ts";
import { podcastMeta, podcastSeriesJsonLd } from "./podcast-meta";

const config = parseSiteConfig({ SITE_URL: "https://mamut.test" });

test("the podcast series JSON-LD names the show, its page, image and channels", () => {
  expect(podcastSeriesJsonLd(config)).toEqual({
    "@context": "https://schema.org",
    "@type": "PodcastSeries",
    name: "Healthtech Heroes",
    description: expect.stringMatching(/^Healthtech Heroes: interviews/),
    url: "https://mamut.test/healthtech-heroes",
    image: "https://mamut.test/social/healthtech-heroes.jpg",
    inLanguage: "en-US",
    genre: ["Health", "Technology", "Business"],
    publisher: { "@type": "Organization", "@id": "https://mamut.test/#organization", name: "Mamut" },
    sameAs: [config.podcast.video, config.podcast.audio, config.podcast.network],
  });
});

test("the page's title and description fit search result limits", () => {
  const tags = podcastMeta(config);
  const fields = tags as Array<Record<string, unknown>>;
  const title = String(fields.find((tag) => "title" in tag)?.title);
  const description = String(fields.find((tag) => tag.name === "description")?.content);
  expect(title.replace(/ \| Mamut$/, "").length).toBeLessThanOrEqual(60);
  expect(description.length).toBeGreaterThanOrEqual(70);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(tags).toContainEqual({ property: "og:image", content: "https://mamut.test/social/healthtech-heroes.jpg" });
  expect(tags.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
});
