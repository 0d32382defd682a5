import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useState } from "react";
import { Spinner } from "~/components/ui/spinner";
import type { Episode } from "~/content/episodes";
import { isVisible, pageDots, rangeLabel } from "./carousel-logic";
import { EpisodeCard } from "./episode-card";
import { useEpisodeCarousel } from "./use-episode-carousel";

// The player is code most visitors never need: it loads on the first open (or hover) only.
const loadVideoDialog = () => import("./video-dialog");
const VideoDialog = lazy(() => loadVideoDialog().then((module) => ({ default: module.VideoDialog })));

function preloadVideoDialog() {
  // A failed preload is harmless: opening the dialog tries again and reports errors.
  loadVideoDialog().catch(() => undefined);
}

const controlClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-700";

/** Featured Episodes: the WAI-ARIA APG auto-rotating carousel, 6 episodes per page. */
export function EpisodeCarousel({ episodes }: { episodes: readonly Episode[] }) {
  const [playingEpisode, setPlayingEpisode] = useState<Episode | null>(null);
  const carousel = useEpisodeCarousel(episodes.length, playingEpisode !== null);
  const slidesId = useId();
  const dots = pageDots(carousel.start, episodes.length);

  const handleOpenChange = useCallback((open: boolean) => {
    if (!open) setPlayingEpisode(null);
  }, []);

  return (
    <>
      <section
        aria-roledescription="carousel"
        aria-label="Featured episodes"
        data-rotation={carousel.status}
        {...carousel.regionHandlers}
      >
        <div className="print-hidden flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={carousel.toggleRotation}
              aria-controls={slidesId}
              aria-label={carousel.playing ? "Stop slide rotation" : "Start slide rotation"}
              className={`${controlClass} motion-reduce:hidden`}
            >
              {carousel.playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5 translate-x-px" />
              )}
            </button>
            <p className="text-sm font-medium text-muted">{rangeLabel(carousel.start, episodes.length)}</p>
          </div>
          <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
            <button
              type="button"
              onClick={carousel.previous}
              aria-controls={slidesId}
              aria-label="Previous episodes"
              className={controlClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <div className="flex items-center gap-1">
              {dots.map((dot) => (
                <button
                  key={dot.page}
                  type="button"
                  onClick={() => carousel.goToPage(dot.page)}
                  aria-controls={slidesId}
                  aria-label={dot.label}
                  aria-current={dot.current ? "true" : undefined}
                  className="group inline-flex size-7 items-center justify-center rounded-full focus-visible:outline-brand-700"
                >
                  <span
                    aria-hidden="true"
                    className={`block rounded-full transition-all duration-200 motion-reduce:transition-none ${
                      dot.current ? "h-2.5 w-5 bg-brand-700" : "size-2.5 bg-slate-500 group-hover:bg-brand-500"
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={carousel.next}
              aria-controls={slidesId}
              aria-label="Next episodes"
              className={controlClass}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>

        <div id={slidesId} aria-live={carousel.liveRegion} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {episodes.map((episode, index) => (
            <div
              key={episode.videoId}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${episodes.length}`}
              hidden={!isVisible(index, carousel.start)}
            >
              <EpisodeCard episode={episode} index={index} onPlay={setPlayingEpisode} onIntent={preloadVideoDialog} />
            </div>
          ))}
        </div>
      </section>

      {playingEpisode && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60">
              <div className="rounded-card bg-white px-8 shadow-lift">
                <Spinner label="Loading video player" />
              </div>
            </div>
          }
        >
          <VideoDialog
            key={playingEpisode.videoId}
            videoId={playingEpisode.videoId}
            title={`Healthtech Heroes: ${playingEpisode.guest}`}
            onOpenChange={handleOpenChange}
          />
        </Suspense>
      )}
    </>
  );
}
