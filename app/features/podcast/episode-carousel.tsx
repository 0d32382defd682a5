import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-name";
import { useLayoutEffect, useMemo, useRef, type MouseEvent } from "react";
import type { Episode } from "~/content/episodes";
import { isModifiedClick } from "~/enhance/dom";
import {
  EPISODES_PER_PAGE,
  nextStart,
  pageDots,
  pageGuests,
  pageOf,
  pages,
  previousStart,
  rangeLabel,
} from "./carousel-logic";
import { episodeArt } from "./episode-art";
import { EpisodeCard } from "./episode-card";
import { isSampleEpisode } from "./sample-episodes";
import { useDialogOpen, useEpisodeCarousel } from "./use-episode-carousel";
import { VIDEO_DIALOG_ID } from "./video-dialog-id";

/** A page link's click, once hydrated: the carousel moves the row itself (a new tab or window still opens the link). */
function follow(event: MouseEvent<HTMLAnchorElement>, move: () => void): void {
  if (isModifiedClick(event)) return;
  event.preventDefault();
  move();
}

const controlClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-700";

/**
 * Featured Episodes: the WAI-ARIA APG auto-rotating carousel, a React island
 * (app/islands/episode-carousel.client.tsx), 6 episodes per page from 640 px and one per page on a
 * phone, so the carousel stays within one screen with its controls right above the episode. All
 * 40 are in the page, their pages side by side in a scroll-snap row (on a phone the six-episode
 * groups have no box and each episode snaps on its own), and every control is a link to a page of
 * the row: without script, or before the island has hydrated, a visitor swipes or follows them
 * (the previous and next links point at the pages before and after the first; on a phone the
 * swipe alone, the links showing once hydrated). Once hydrated the carousel moves the row itself, rotates,
 * shows the rotation control, and Previous and Next are buttons. A cover plays its video in the page's player dialog
 * (app/enhance/video-player.ts), during which the carousel holds still.
 */
export function EpisodeCarousel({ episodes }: { episodes: readonly Episode[] }) {
  const dialogOpen = useDialogOpen(VIDEO_DIALOG_ID);
  const {
    start,
    perPage,
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
  // The dots are the six-episode pages; a phone, with one episode a page, shows the status alone.
  const dots = pageDots(start, episodes.length);
  const guests = useMemo(() => episodes.map((episode) => episode.guest), [episodes]);
  const art = useMemo(() => episodeArt(episodes), [episodes]);

  // The links' own targets, right before hydration and without script; the carousel's moves after.
  const previousPage = pageOf(previousStart(start, episodes.length));
  const nextPage = pageOf(nextStart(start, episodes.length));

  return (
    <section aria-roledescription="carousel" aria-label="Featured episodes" data-rotation={status} {...regionHandlers}>
      <div
        ref={controlsRef}
        className="print-hidden flex flex-wrap items-center justify-between gap-x-3 gap-y-3 max-sm:flex-nowrap sm:gap-x-6"
      >
        {/* On a phone the controls keep one line and the status wraps inside it: the server's label
            ("Episodes 1–6 of 40") is longer than the phone's ("Episode 1 of 40"), and at 320 px it
            put the buttons on a line of their own until the carousel hydrated, a shift a visitor
            scrolling to it would see now that it hydrates only once near (decision 011). */}
        <div className="flex min-w-0 items-center gap-3">
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
              {rangeLabel(start, episodes.length, perPage)}
              <span className="sr-only">: {pageGuests(start, guests, perPage)}</span>
            </span>
            <span className="hidden sm:noscript:inline">
              {episodes.length} episodes, {EPISODES_PER_PAGE} to a page
            </span>
            <span className="hidden max-sm:noscript:inline">{episodes.length} episodes: swipe for more</span>
          </p>
        </div>
        {/* On a phone a page is one episode, which the links reach only once hydrated (the six-episode
            pages have no box there): until then they are invisible, and not there without script. */}
        <div
          className={`flex shrink-0 items-center justify-between gap-2 max-sm:noscript:hidden ${interactive ? "" : "max-sm:invisible"}`}
        >
          {/* Without script, previous and next could only ever lead to the pages beside the first:
              the dots, a link to each page, are the controls then. */}
          <PagingControl
            interactive={interactive}
            href={`#${pageId(previousPage)}`}
            onMove={previous}
            controls={slidesId}
            label="Previous episodes"
            icon="chevron-left"
          />
          {/* From 640 px, one dot per page of six; a phone pages one episode at a time and has the status. */}
          <div className="flex items-center max-sm:hidden sm:gap-1">
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
                  // Forced colours drop backgrounds: each dot keeps a system-coloured border, the current one is filled.
                  className={`block rounded-full transition-all duration-200 motion-reduce:transition-none forced-colors:border forced-colors:border-[ButtonText] ${
                    // Without script nothing knows the page shown: every dot looks the same.
                    dot.current
                      ? "h-2.5 w-5 bg-brand-700 forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none noscript:w-2.5 noscript:bg-slate-500 forced-colors:noscript:bg-[Canvas]"
                      : "size-2.5 bg-slate-500 group-hover:bg-brand-500"
                  }`}
                />
              </a>
            ))}
          </div>
          <PagingControl
            interactive={interactive}
            href={`#${pageId(nextPage)}`}
            onMove={next}
            controls={slidesId}
            label="Next episodes"
            icon="chevron-right"
          />
        </div>
      </div>

      <div
        ref={rowRef}
        id={slidesId}
        {...rowHandlers}
        className="relative mt-4 flex snap-x snap-mandatory [scrollbar-width:none] items-start gap-6 overflow-x-auto overscroll-x-contain sm:mt-6 [&::-webkit-scrollbar]:hidden"
      >
        {pages(episodes.length).map((indexes, page) => (
          <div
            key={page}
            id={pageId(page)}
            className="grid w-full shrink-0 snap-start scroll-mt-44 gap-6 max-sm:contents sm:grid-cols-2 lg:grid-cols-3"
          >
            {indexes.map((index) => {
              const episode = episodes[index];
              const cover = art[index];
              if (!episode || !cover) return null;
              return (
                <div
                  key={index}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${episodes.length}`}
                  // Once hydrated, only the current page can be reached, as in any carousel.
                  inert={interactive && (index < start || index >= start + perPage)}
                  className="max-sm:w-full max-sm:shrink-0 max-sm:snap-start"
                >
                  <EpisodeCard episode={episode} index={index} art={cover} sample={isSampleEpisode(episode)} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * Previous or Next. Until the island has hydrated, a link to the page before or after the first, so a
 * click made then still pages (HTML's own); once the carousel moves the row itself, a button, as it
 * acts: Space and Enter press it and screen readers hear "button". Focus on the link when it turns
 * into the button moves to the button.
 */
function PagingControl({
  interactive,
  href,
  onMove,
  controls,
  label,
  icon,
}: {
  interactive: boolean;
  href: string;
  onMove: () => void;
  controls: string;
  label: string;
  icon: IconName;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const linkHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!interactive) linkHadFocus.current = document.activeElement === link.current;
    else if (linkHadFocus.current) button.current?.focus();
  }, [interactive]);
  const content = <Icon name={icon} className="size-5" />;
  if (!interactive) {
    return (
      <a
        ref={link}
        href={href}
        onClick={(event) => follow(event, onMove)}
        aria-controls={controls}
        aria-label={label}
        className={`${controlClass} noscript:hidden`}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      onClick={onMove}
      aria-controls={controls}
      aria-label={label}
      className={controlClass}
    >
      {content}
    </button>
  );
}
