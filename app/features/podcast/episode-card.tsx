import { Icon } from "~/components/ui/icon";
import { memo } from "react";
import { ExternalLink } from "~/components/ui/button";
import type { Episode } from "~/content/episodes";
import { siteConfig } from "~/lib/site-config";
import type { EpisodeArt } from "./episode-art";
import { EpisodeThumbnail } from "./episode-thumbnail";
import { SampleLabel } from "./sample-label";
import { watchUrl } from "./youtube";

type EpisodeCardProps = {
  episode: Episode;
  index: number;
  /** Its cover's theme and variant (episode-art.ts). */
  art: EpisodeArt;
  /** Shown while the list holds placeholders (see sample-episodes.ts). */
  sample: boolean;
};

// 16:9, and wider on a screen under 640 px tall (a 320x568 phone), where the carousel and its
// controls must fit between the header and the launcher's band (podcast-phone.spec.ts).
const coverBox =
  "relative block aspect-video w-full overflow-hidden border-b border-slate-200 bg-slate-50 [@media(max-height:40rem)]:aspect-[5/2]";
const coverClass = `group ${coverBox} focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-700`;

/**
 * One episode: its cover, quote and guest. With a video the cover is a link to it on YouTube,
 * which the site's player opens in place when script runs (app/enhance/video-covers.ts); without
 * a video there is nothing to play, and the card links to the podcast's channel instead.
 */
// Memoised: turning the page re-renders the carousel, not its 40 cards.
export const EpisodeCard = memo(function EpisodeCard({ episode, index, art, sample }: EpisodeCardProps) {
  const { videoId } = episode;
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      {videoId ? (
        <a
          href={watchUrl(videoId)}
          data-video-id={videoId}
          data-video-title={`Healthtech Heroes: ${episode.guest}`}
          className={coverClass}
        >
          <span className="sr-only">Play video: {episode.guest}</span>
          <EpisodeThumbnail videoId={videoId} index={index} art={art} />
          <span aria-hidden="true" className="absolute inset-0 flex items-end justify-end p-4">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none">
              <Icon name="play" className="size-5 translate-x-0.5 fill-current" />
            </span>
          </span>
        </a>
      ) : (
        <div className={coverBox}>
          <EpisodeThumbnail index={index} art={art} />
        </div>
      )}
      <blockquote className="flex-1 px-5 pt-5 text-base text-pretty text-slate-700 sm:min-h-[7lh] sm:px-6 sm:pt-6 md:min-h-[6lh]">
        <p>&ldquo;{episode.description}&rdquo;</p>
      </blockquote>
      <figcaption className="mx-5 mt-4 mb-5 min-h-[calc(2lh+1rem+1px)] border-t border-slate-100 pt-4 text-sm font-semibold text-ink sm:mx-6 sm:mb-6">
        <span className="block">{episode.guest}</span>
        {sample && (
          <span className="mt-2 block">
            <SampleLabel>Sample episode</SampleLabel>
          </span>
        )}
        {!videoId && (
          <ExternalLink
            href={siteConfig.podcast.video}
            className="mt-2 inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <Icon name="circle-play" className="size-4 shrink-0" />
            Episodes on our video channel
          </ExternalLink>
        )}
      </figcaption>
    </figure>
  );
});
