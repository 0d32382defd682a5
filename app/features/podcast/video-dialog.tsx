import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { ExternalLink } from "~/components/ui/button";
import { embedUrl, watchUrl } from "./youtube";

export type VideoDialogProps = {
  videoId: string;
  title: string;
  /** Called with true when the dialog opens and false when it closes. */
  onOpenChange: (open: boolean) => void;
};

/**
 * A modal video player (WAI-ARIA APG dialog) on the native <dialog>: showModal() makes the
 * page inert, traps focus and closes on Escape. A click on the backdrop does not close it.
 * It opens when mounted; the player iframe exists only while it is open.
 */
export function VideoDialog({ videoId, title, onOpenChange }: VideoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const reportRef = useRef(onOpenChange);
  const previousOverflowRef = useRef("");
  const titleId = useId();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    reportRef.current = onOpenChange;
  }, [onOpenChange]);

  // Before the browser paints: the dialog shows, open, in the frame it appears in.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    previousOverflowRef.current = root.style.overflow;
    root.style.overflow = "hidden";
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    reportRef.current(true);
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflowRef.current;
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, []);

  const handleClose = () => {
    // A close event from an earlier mount (React's development double effects) is stale.
    if (dialogRef.current?.open) return;
    setOpen(false);
    document.documentElement.style.overflow = previousOverflowRef.current;
    reportRef.current(false);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      // As wide as the height allows a 16:9 player, but at least 18rem (or the screen's width): on a
      // short screen (400% zoom) the dialog scrolls, title bar kept on top, rather than shrink (1.4.10).
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(64rem,calc(100vw-2rem),max(18rem,calc((100dvh-11rem)*16/9)))] max-w-none overflow-y-auto rounded-card bg-brand-950 p-0 text-white shadow-lift backdrop:bg-slate-950/85"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 bg-brand-950 py-2 pr-2 pl-4 sm:pl-6">
        <h2 id={titleId} className="text-sm font-semibold text-pretty sm:text-base">
          {title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={() => dialogRef.current?.close()}
          aria-label="Close video"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
        >
          <Icon name="x" className="size-6" />
        </button>
      </div>
      <div className="aspect-video bg-black">
        {open && (
          <iframe
            src={embedUrl(videoId)}
            title={`Video player: ${title}`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="block size-full border-0"
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <p className="text-xs text-slate-300">Played in YouTube&apos;s privacy-enhanced mode.</p>
        <ExternalLink
          href={watchUrl(videoId)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-white underline underline-offset-4 hover:bg-white/10 focus-visible:outline-white"
        >
          Watch on YouTube
          <Icon name="external-link" className="size-4" />
        </ExternalLink>
      </div>
    </dialog>
  );
}
