import { z } from "zod";
import { episodes as episodeData } from "../../content/data/episodes";
import { parseContent } from "./schema-errors";

/** A YouTube video id: 11 letters, digits, "-" or "_". */
export const VIDEO_ID_PATTERN = /^[\w-]{11}$/;

export const episodeSchema = z.strictObject({
  /** Optional: an episode without a video has no Play control; its card links to the podcast's channel. */
  videoId: z
    .string()
    .regex(VIDEO_ID_PATTERN, "must be an 11-character YouTube video id (letters, digits, - or _)")
    .optional(),
  guest: z.string().trim().min(3).max(90),
  description: z.string().trim().min(20).max(220),
  /** A placeholder entry: the pages label it as a sample (PRODUCT.md: sample content says so). */
  sample: z.boolean().default(false),
});

export const episodesSchema = z
  .array(episodeSchema)
  .min(1)
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((episode, index) => {
      if (episode.videoId === undefined) return;
      if (seen.has(episode.videoId)) {
        context.addIssue({
          code: "custom",
          path: [index, "videoId"],
          message: `duplicate video id "${episode.videoId}"`,
        });
      }
      seen.add(episode.videoId);
    });
  });

export type Episode = z.output<typeof episodeSchema>;
export type EpisodeInput = z.input<typeof episodeSchema>;

export const EPISODES_FILE = "content/data/episodes.ts";

/** Validates an episode list, or throws a ContentError naming the file and field. */
export function parseEpisodes(data: unknown, file: string = EPISODES_FILE): Episode[] {
  return parseContent(episodesSchema, data, file);
}

/**
 * Every episode, validated when the module loads (at build time, during prerendering).
 * Import it from loaders only, so neither the list nor zod ships in the page's JavaScript.
 */
export const episodes: readonly Episode[] = parseEpisodes(episodeData);
