import { Icon } from "~/components/ui/icon";
import { useMemo, type MouseEvent } from "react";
import type { Episode } from "~/content/episodes";
import { isModifiedClick } from "~/enhance/dom";
import { nextStart, pageDots, pageGuests, pageOf, pages, previousStart, rangeLabel } from "./carousel-logic";
import { EpisodeCard } from "./episode-card";
import { isSampleEpisode } from "./sample-episodes";
import { useDialogOpen, useEpisodeCarousel } from "./use-episode-carousel";
import { VIDEO_DIALOG_ID } from "./video-dialog-id";

const controlClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-700";

/**
 * Featured Episodes: the WAI-ARIA APG auto-rotating carousel, 6 episodes per page, a React island
 * (app/islands/episode-carousel.client.tsx). All 40 are in the page, their pages side by side in a
 * scroll-snap row, and every control is a link to a page of the row: without script, or before
 * the island has hydrated, a visitor swipes or follows them (the previous and next links point at
 * the pages before and after the first). Once hydrated the carousel moves the row itself, rotates,
 * and shows the rotation control. A cover plays its video in the page's player dialog
 * (app/enhance/video-player.ts), during which the carousel holds still.
 */
export function EpisodeCarousel({ episodes }: { episodes: readonly Episode[] }) {
  const dialogOpen = useDialogOpen(VIDEO_DIALOG_ID);
  const {
    start,
    page: currentPage,
    interactive,
    rowRef,
    controlsRef,
    rowHandlers,
    status,
    playing,
    liveRegion,
    next,
    previous,
    goToPage: showPage,
    toggleRotation,
    regionHandlers,
  } = useEpisodeCarousel(episodes.length, dialogOpen);
  const slidesId = "episode-pages";
  // Addresses of the pages: the page links work without script.
  const pageId = (page: number) => `episodes-page-${page + 1}`;
  const dots = pageDots(start, episodes.length);
  const guests = useMemo(() => episodes.map((episode) => episode.guest), [episodes]);

  // The links' own targets, right before hydration and without script; the carousel's moves after.
  const previousPage = pageOf(previousStart(start, episodes.length));
  const nextPage = pageOf(nextStart(start, episodes.length));
  const follow = (event: MouseEvent<HTMLAnchorElement>, move: () => void) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    move();
  };

  return (
    <section aria-roledescription="carousel" aria-label="Featured episodes" data-rotation={status} {...regionHandlers}>
      <div ref={controlsRef} className="print-hidden flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex items-center gap-3">
          {/* Nothing rotates before the carousel has hydrated: until then its control is not shown. */}
          <button
            type="button"
            data-rotation-control=""
            onClick={toggleRotation}
            aria-controls={slidesId}
            aria-label={playing ? "Stop slide rotation" : "Start slide rotation"}
            className={`${controlClass} motion-reduce:hidden noscript:hidden ${interactive ? "" : "invisible"}`}
          >
            {playing ? (
              <Icon name="pause" className="size-5" />
            ) : (
              <Icon name="play" className="size-5 translate-x-px" />
            )}
          </button>
          <p className="text-sm font-medium text-muted">
            {/* Read out after a move the visitor made; silent while the carousel rotates on its own. */}
            <span role="status" aria-live={liveRegion} aria-atomic="true" className="noscript:hidden">
              {rangeLabel(start, episodes.length)}
              <span className="sr-only">: {pageGuests(start, guests)}</span>
            </span>
            <span className="hidden noscript:inline">{episodes.length} episodes, 6 to a page</span>
          </p>
        </div>
        <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
          <a
            href={`#${pageId(previousPage)}`}
            onClick={(event) => follow(event, previous)}
            aria-controls={slidesId}
            aria-label="Previous episodes"
            className={controlClass}
          >
            <Icon name="chevron-left" className="size-5" />
          </a>
          {/* Seven 24 px dots and both buttons fit in 320 px; the dots spread out from sm up. */}
          <div className="flex items-center sm:gap-1">
            {dots.map((dot) => (
              <a
                key={dot.page}
                href={`#${pageId(dot.page)}`}
                onClick={(event) => follow(event, () => showPage(dot.page))}
                aria-controls={slidesId}
                aria-label={dot.label}
                aria-current={dot.current ? "true" : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-brand-700 sm:size-7"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all duration-200 motion-reduce:transition-none ${
                    // Without script nothing knows the page shown: every dot looks the same.
                    dot.current
                      ? "h-2.5 w-5 bg-brand-700 noscript:w-2.5 noscript:bg-slate-500"
                      : "size-2.5 bg-slate-500 group-hover:bg-brand-500"
                  }`}
                />
              </a>
            ))}
          </div>
          <a
            href={`#${pageId(nextPage)}`}
            onClick={(event) => follow(event, next)}
            aria-controls={slidesId}
            aria-label="Next episodes"
            className={controlClass}
          >
            <Icon name="chevron-right" className="size-5" />
          </a>
        </div>
      </div>

      <div
        ref={rowRef}
        id={slidesId}
        {...rowHandlers}
        className="relative mt-6 flex snap-x snap-mandatory [scrollbar-width:none] items-start gap-6 overflow-x-auto overscroll-x-contain [&::-webkit-scrollbar]:hidden"
      >
        {pages(episodes.length).map((indexes, page) => (
          <div
            key={page}
            id={pageId(page)}
            // Once hydrated, only the current page can be reached, as in any carousel.
            inert={interactive && page !== currentPage}
            className="grid w-full shrink-0 snap-start scroll-mt-44 gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {indexes.map((index) => {
              const episode = episodes[index];
              if (!episode) return null;
              return (
                <div
                  key={index}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${episodes.length}`}
                >
                  <EpisodeCard episode={episode} index={index} sample={isSampleEpisode(episode)} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
