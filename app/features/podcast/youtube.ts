/**
 * Thumbnails from i.ytimg.com are off: PRODUCT.md allows no third-party request before
 * the visitor asks, so cards show self-made artwork and YouTube is contacted only when a
 * video is opened. Turning this on also needs https://i.ytimg.com in the CSP's img-src.
 */
export const REMOTE_THUMBNAILS = false;

/** The player in YouTube's privacy-enhanced mode, starting as soon as it loads. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** Tried in order: 480x360, then 320x180, then the branded artwork. */
export type ThumbnailStage = "hqdefault" | "mqdefault" | "placeholder";
export type RemoteThumbnailStage = Exclude<ThumbnailStage, "placeholder">;

const order: readonly ThumbnailStage[] = ["hqdefault", "mqdefault", "placeholder"];

/** For a missing video YouTube answers with a 120x90 grey image instead of an error. */
export const MISSING_THUMBNAIL_WIDTH = 120;

export function thumbnailUrl(videoId: string, stage: RemoteThumbnailStage): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/${stage}.jpg`;
}

export function firstThumbnailStage(remoteEnabled: boolean = REMOTE_THUMBNAILS): ThumbnailStage {
  return remoteEnabled ? "hqdefault" : "placeholder";
}

/** The stage after a failed image; the artwork is final. */
export function thumbnailAfterError(stage: ThumbnailStage): ThumbnailStage {
  return order[Math.min(order.indexOf(stage) + 1, order.length - 1)] ?? "placeholder";
}

/** A loaded image counts as a failure when it is YouTube's 120 px stand-in (or empty). */
export function thumbnailAfterLoad(stage: ThumbnailStage, naturalWidth: number): ThumbnailStage {
  return naturalWidth <= MISSING_THUMBNAIL_WIDTH ? thumbnailAfterError(stage) : stage;
}
