import { isDue } from "../../config/publication.ts";

declare const __PUBLICATION_DAY__: string;

/**
 * The day this build publishes up to: today in the site's time zone (SITE_TIME_ZONE) when the build
 * was made, baked in like the settings (vite.config.ts), so the server answers exactly as the
 * prerendered pages do. Content dated after it waits for the next build on or after its date.
 */
export const publicationDay: string = __PUBLICATION_DAY__;

/**
 * Content split into what is published on `day` (dated that day or before) and what is
 * scheduled after it. Development shows everything, as it shows drafts.
 */
export function schedule<T extends { date?: string }>(
  items: readonly T[],
  day: string = publicationDay,
  showAll: boolean = import.meta.env.DEV,
): { published: T[]; scheduled: T[] } {
  const published = items.filter((item) => showAll || item.date === undefined || isDue(item.date, day));
  return { published, scheduled: items.filter((item) => !published.includes(item)) };
}
