import { VIDEO_DIALOG_ID } from "~/features/podcast/video-dialog-id";
import { embedUrl } from "~/features/podcast/youtube";

let restore: { cover: HTMLElement; overflow: string } | null = null;

/**
 * Plays a cover's video in the page's player dialog (app/features/podcast/video-dialog.tsx), a
 * native modal `<dialog>`: the page behind is inert, focus stays inside, Escape and the Close
 * button close it, a click on the backdrop does not. The YouTube player (privacy-enhanced
 * domain) exists only while it is open; page scrolling is locked meanwhile, and focus returns to
 * the cover.
 */
export function playVideo(cover: HTMLAnchorElement): void {
  const dialog = document.getElementById(VIDEO_DIALOG_ID);
  const videoId = cover.dataset.videoId;
  if (!(dialog instanceof HTMLDialogElement) || !videoId || dialog.open) return;
  const title = cover.dataset.videoTitle ?? document.title;
  const heading = dialog.querySelector("[data-video=title]");
  const frame = dialog.querySelector("[data-video=frame]");
  const watch = dialog.querySelector<HTMLAnchorElement>("[data-video=watch]");
  if (heading) heading.textContent = title;
  if (watch) watch.href = cover.href;
  const player = document.createElement("iframe");
  player.src = embedUrl(videoId);
  player.title = `Video player: ${title}`;
  player.allow = "autoplay; encrypted-media; picture-in-picture";
  player.allowFullscreen = true;
  player.referrerPolicy = "strict-origin-when-cross-origin";
  player.className = "block size-full border-0";
  frame?.replaceChildren(player);

  const root = document.documentElement;
  restore = { cover, overflow: root.style.overflow };
  root.style.overflow = "hidden";
  dialog.addEventListener("close", () => closed(dialog), { once: true });
  dialog.showModal();
  dialog.querySelector<HTMLElement>("[data-video=close]")?.focus();
}

function closed(dialog: HTMLDialogElement): void {
  dialog.querySelector("[data-video=frame]")?.replaceChildren();
  if (!restore) return;
  document.documentElement.style.overflow = restore.overflow;
  if (restore.cover.isConnected) restore.cover.focus();
  restore = null;
}
