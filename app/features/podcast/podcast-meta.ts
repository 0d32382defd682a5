import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl, siteConfig, type SiteConfig } from "~/lib/site-config";

export const PODCAST_PATH = "/healthtech-heroes";
export const PODCAST_NAME = "Healthtech Heroes";
export const PODCAST_IMAGE = "/social/healthtech-heroes.jpg";
export const PODCAST_DESCRIPTION =
  "Healthtech Heroes: interviews with founders, clinicians and commercial leaders on bringing healthcare innovation to patients, providers and payers.";

/**
 * PodcastSeries JSON-LD. Episodes are left out on purpose: while the list holds sample
 * entries, search engines must not index them as real episodes.
 */
export function podcastSeriesJsonLd(config: SiteConfig = siteConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "PodcastSeries",
    name: PODCAST_NAME,
    description: PODCAST_DESCRIPTION,
    url: absoluteUrl(PODCAST_PATH, config.siteUrl),
    image: absoluteUrl(PODCAST_IMAGE, config.siteUrl),
    inLanguage: "en-US",
    genre: ["Health", "Technology", "Business"],
    publisher: { "@type": "Organization", "@id": `${config.siteUrl}/#organization`, name: config.siteName },
    sameAs: [config.podcast.video, config.podcast.audio, config.podcast.network],
  };
}

export function podcastMeta(config: SiteConfig = siteConfig) {
  return buildMeta(
    {
      title: "Healthtech Heroes Podcast: Healthcare Innovation Interviews",
      description: PODCAST_DESCRIPTION,
      path: PODCAST_PATH,
      image: { url: PODCAST_IMAGE, alt: "Healthtech Heroes: the healthcare innovation podcast" },
      jsonLd: [
        podcastSeriesJsonLd(config),
        breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: PODCAST_NAME, path: PODCAST_PATH },
          ],
          config,
        ),
      ],
    },
    config,
  );
}
