import { Icon } from "~/components/ui/icon";
import { memo } from "react";
import type { Episode } from "~/content/episodes";
import { EpisodeThumbnail } from "./episode-thumbnail";
import { SampleLabel } from "./sample-label";

type EpisodeCardProps = {
  episode: Episode;
  index: number;
  /** Shown while the list holds placeholders (see sample-episodes.ts). */
  sample: boolean;
  onPlay: (episode: Episode) => void;
};

// Memoised: opening a video or turning the page re-renders the carousel, not its 40 cards.
export const EpisodeCard = memo(function EpisodeCard({ episode, index, sample, onPlay }: EpisodeCardProps) {
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      <button
        type="button"
        aria-haspopup="dialog"
        data-replay=""
        onClick={() => onPlay(episode)}
        className="group relative block aspect-video w-full overflow-hidden border-b border-slate-200 bg-slate-50 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
      >
        <span className="sr-only">Play video: {episode.guest}</span>
        <EpisodeThumbnail videoId={episode.videoId} index={index} />
        <span aria-hidden="true" className="absolute inset-0 flex items-end justify-end p-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none">
            <Icon name="play" className="size-5 translate-x-0.5 fill-current" />
          </span>
        </span>
      </button>
      <blockquote className="min-h-[6lh] flex-1 px-6 pt-6 text-pretty text-slate-700 sm:min-h-[7lh] md:min-h-[6lh]">
        <p>&ldquo;{episode.description}&rdquo;</p>
      </blockquote>
      <figcaption className="mx-6 mt-4 mb-6 min-h-[calc(2lh+1rem+1px)] border-t border-slate-100 pt-4 text-sm font-semibold text-ink">
        <span className="block">{episode.guest}</span>
        {sample && (
          <span className="mt-2 block">
            <SampleLabel>Sample episode</SampleLabel>
          </span>
        )}
      </figcaption>
    </figure>
  );
});
