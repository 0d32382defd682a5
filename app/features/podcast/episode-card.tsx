import { Icon } from "~/components/ui/icon";
import { memo } from "react";
import type { Episode } from "~/content/episodes";
import { EpisodeThumbnail } from "./episode-thumbnail";

type EpisodeCardProps = {
  episode: Episode;
  index: number;
  onPlay: (episode: Episode) => void;
};

// Memoised: opening a video or turning the page re-renders the carousel, not its 40 cards.
export const EpisodeCard = memo(function EpisodeCard({ episode, index, onPlay }: EpisodeCardProps) {
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      <button
        type="button"
        aria-haspopup="dialog"
        data-replay=""
        onClick={() => onPlay(episode)}
        className="group relative block aspect-video w-full overflow-hidden bg-brand-950 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
      >
        <span className="sr-only">Play video: {episode.guest}</span>
        <EpisodeThumbnail videoId={episode.videoId} guest={episode.guest} index={index} />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lift transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none">
            <Icon name="play" className="size-7 translate-x-0.5 fill-current" />
          </span>
        </span>
      </button>
      <blockquote className="min-h-[6lh] flex-1 px-6 pt-6 text-pretty text-slate-700 sm:min-h-[7lh] md:min-h-[6lh]">
        <p>&ldquo;{episode.description}&rdquo;</p>
      </blockquote>
      <figcaption className="mx-6 mt-4 mb-6 min-h-[calc(2lh+1rem+1px)] border-t border-slate-100 pt-4 text-sm font-semibold text-ink">
        {episode.guest}
      </figcaption>
    </figure>
  );
});
