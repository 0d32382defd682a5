import { useMatches } from "react-router";

/**
 * What a page declares about itself for the site's frame (header and footer), as its route
 * module's `handle` export. The frame reads these instead of comparing paths: a prerendered
 * page is rendered at its path with a trailing slash (`/blog/`), the browser hydrates it at
 * `/blog`, and a comparison of paths renders two different frames (a hydration mismatch).
 */
export type PageHandle = {
  /** The page has its own newsletter sign-up: the footer leaves its form out (one per page). */
  ownsNewsletter?: boolean;
  /** The page has its own booking button: the header and the footer leave theirs out. */
  ownsBooking?: boolean;
  /**
   * The page depends on its query (the ROI calculator's shared links, the newsletter's token
   * links): the server renders it per request. Every other page is the prerendered one for any
   * query, so campaign links (`?utm_source=...`, `?gclid=...`) are served as fast as the bare address.
   */
  readsQuery?: boolean;
};

/** The current page's declarations, merged over its matched routes (the deepest wins). */
export function usePageHandle(): PageHandle {
  const handle: PageHandle = {};
  for (const match of useMatches()) Object.assign(handle, match.handle as PageHandle | undefined);
  return handle;
}
