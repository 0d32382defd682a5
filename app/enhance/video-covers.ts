import { elementOf, isModifiedClick } from "./dom";

/**
 * An episode cover with a video (`a[data-video-id]`) is a link to the video on YouTube, which is
 * what it does without script (in a new tab). With script it opens the site's player dialog
 * instead; the player's code is a chunk of its own, loaded on the first such click.
 */
export function initVideoCovers(document: Document): void {
  document.addEventListener("click", (event) => {
    const cover = elementOf(event)?.closest<HTMLAnchorElement>("a[data-video-id]");
    if (!cover || isModifiedClick(event)) return;
    event.preventDefault();
    // Should the player's code not load (a deploy replaced it), the link goes where it leads.
    import("./video-player").then(
      (player) => player.playVideo(cover),
      () => window.location.assign(cover.href),
    );
  });
}
