import { episodes } from "~/content/episodes";
import { PodcastHero } from "~/features/podcast/podcast-hero";
import { podcastMeta } from "~/features/podcast/podcast-meta";
import { hasSampleEpisodes } from "~/features/podcast/sample-episodes";
import type { Route } from "./+types/healthtech-heroes";

import { FeaturedEpisodes } from "~/features/podcast/featured-episodes";
import { GuestBooking } from "~/features/podcast/guest-booking";

export const meta: Route.MetaFunction = () => podcastMeta();

// The episode list is validated at build time and reaches the page as data, so neither the
// schema library nor the file ships in the page's JavaScript.
export function loader() {
  return { episodes };
}

// SPEC: the page opens at its top. A new page load does, and so does a client-side navigation
// here (React Router's ScrollRestoration), so nothing scrolls after hydration: a visitor who has
// already scrolled, or came with #featured-episodes, keeps the place.
export default function HealthtechHeroes({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PodcastHero episodeCount={loaderData.episodes.length} samples={hasSampleEpisodes(loaderData.episodes)} />
      <FeaturedEpisodes episodes={loaderData.episodes} />
      <GuestBooking />
    </>
  );
}
