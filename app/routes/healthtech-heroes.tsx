import { episodes } from "~/content/episodes";
import { FeaturedEpisodes } from "~/features/podcast/featured-episodes";
import { GuestBooking } from "~/features/podcast/guest-booking";
import { PodcastHero } from "~/features/podcast/podcast-hero";
import { podcastMeta } from "~/features/podcast/podcast-meta";
import { useScrollToTop } from "~/features/podcast/use-scroll-to-top";
import type { Route } from "./+types/healthtech-heroes";

export const meta: Route.MetaFunction = () => podcastMeta();

// The episode list is validated at build time and reaches the page as data, so neither the
// schema library nor the file ships in the page's JavaScript.
export function loader() {
  return { episodes };
}

export default function HealthtechHeroes({ loaderData }: Route.ComponentProps) {
  useScrollToTop();
  return (
    <>
      <PodcastHero />
      <FeaturedEpisodes episodes={loaderData.episodes} />
      <GuestBooking />
    </>
  );
}
