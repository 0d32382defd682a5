/**
 * The shipped episodes are placeholders, marked `sample: true` in content/data/episodes.ts
 * (docs/podcast-episodes.md). While any is left, the pages say so; replacing them removes the label.
 */
export function isSampleEpisode(episode: { sample?: boolean }): boolean {
  return episode.sample === true;
}

export function hasSampleEpisodes(episodes: ReadonlyArray<{ sample?: boolean }>): boolean {
  return episodes.some(isSampleEpisode);
}
