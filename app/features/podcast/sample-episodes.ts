/**
 * The shipped episodes are placeholders with made-up video ids "sample00001" to "sample00040"
 * (docs/podcast-episodes.md). While any is left, the pages say so; replacing them removes the label.
 */
const SAMPLE_VIDEO_ID = /^sample\d{5}$/;

export function isSampleEpisode(episode: { videoId: string }): boolean {
  return SAMPLE_VIDEO_ID.test(episode.videoId);
}

export function hasSampleEpisodes(episodes: ReadonlyArray<{ videoId: string }>): boolean {
  return episodes.some(isSampleEpisode);
}
