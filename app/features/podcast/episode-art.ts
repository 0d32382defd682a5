import { EPISODES_PER_PAGE } from "./carousel-logic";

/** What an episode's cover draws: the theme of its guest's organisation (or role). */
export const episodeThemes = ["care", "device", "data", "science", "ai", "partnership", "security", "people"] as const;

export type EpisodeTheme = (typeof episodeThemes)[number];

/** A cover: its theme and, when a theme comes back on one carousel page, which of its variants. */
export type EpisodeArt = { theme: EpisodeTheme; variant: number };

// First match wins, tried on the organisation ("digital therapeutics company") before the role.
const rules: readonly [RegExp, EpisodeTheme][] = [
  [/cyber|regulat|complian|privacy|insurance/i, "security"],
  [/\bai\b|decision support|radiology|automation/i, "ai"],
  [/device|robotic|wearable|biosensor|medtech|monitoring/i, "device"],
  [/data|analytics|informatics|interoperab|population|revenue cycle|pathology|information/i, "data"],
  [/pharma|scien|precision|diagnostic|therapeutic|medication|rare disease|evidence/i, "science"],
  [
    /venture|commercial|sales|growth|partner|business development|procurement|market access|general manager/i,
    "partnership",
  ],
  [/behavioral|maternal|senior|patient|experience|home care|nursing|children|physician/i, "people"],
];

/** An episode's theme, read from its guest line ("Role, organisation"); care delivery when nothing matches. */
export function episodeTheme(guest: string): EpisodeTheme {
  const comma = guest.lastIndexOf(",");
  const parts = comma === -1 ? [guest] : [guest.slice(comma + 1), guest.slice(0, comma)];
  for (const part of parts) {
    for (const [pattern, theme] of rules) if (pattern.test(part)) return theme;
  }
  return "care";
}

/**
 * Every episode's cover, so that no two cards on one carousel page share a picture: an episode
 * draws its theme, and a theme already on its page draws its next variant (another ground, the drawing moved aside).
 */
export function episodeArt(episodes: readonly { guest: string }[], perPage = EPISODES_PER_PAGE): EpisodeArt[] {
  const seen = new Map<string, number>();
  return episodes.map((episode, index) => {
    const theme = episodeTheme(episode.guest);
    const key = `${Math.floor(index / perPage)}:${theme}`;
    const variant = seen.get(key) ?? 0;
    seen.set(key, variant + 1);
    return { theme, variant };
  });
}
