import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/button";
import { VIDEO_DIALOG_ID } from "./video-dialog-id";

/**
 * The player dialog (WAI-ARIA APG dialog on the native `<dialog>`), once per page, closed. A cover
 * with a video opens it and puts the player in it (app/enhance/video-player.ts); the player
 * exists only while it is open, so nothing is asked of YouTube before. Without script the covers
 * are links to YouTube and this dialog is never opened.
 */
export function VideoDialog() {
  return (
    <dialog
      id={VIDEO_DIALOG_ID}
      aria-labelledby={`${VIDEO_DIALOG_ID}-title`}
      // As wide as the height allows a 16:9 player, but at least 18rem (or the screen's width): on a
      // short screen (400% zoom) the dialog scrolls, title bar kept on top, rather than shrink (1.4.10).
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(64rem,calc(100vw-2rem),max(18rem,calc((100dvh-11rem)*16/9)))] max-w-none overflow-y-auto rounded-card bg-brand-950 p-0 text-white shadow-lift backdrop:bg-slate-950/85"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 bg-brand-950 py-2 pr-2 pl-4 sm:pl-6">
        <h2
          id={`${VIDEO_DIALOG_ID}-title`}
          data-video="title"
          className="text-sm font-semibold text-pretty sm:text-base"
        >
          Healthtech Heroes
        </h2>
        <button
          type="button"
          commandfor={VIDEO_DIALOG_ID}
          command="close"
          data-video="close"
          aria-label="Close video"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
        >
          <Icon name="x" className="size-6" />
        </button>
      </div>
      <div className="aspect-video bg-black" data-video="frame" />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <p className="text-xs text-slate-300">Played in YouTube&apos;s privacy-enhanced mode.</p>
        <ExternalLink
          href="https://www.youtube.com/"
          data-video="watch"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-white underline underline-offset-4 hover:bg-white/10 focus-visible:outline-white"
        >
          Watch on YouTube
          <Icon name="external-link" className="size-4" />
        </ExternalLink>
      </div>
    </dialog>
  );
}
