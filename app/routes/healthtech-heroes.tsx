import { episodes } from "~/content/episodes";
import { PodcastHero } from "~/features/podcast/podcast-hero";
import { podcastMeta } from "~/features/podcast/podcast-meta";
import { useScrollToTop } from "~/features/podcast/use-scroll-to-top";
import { lazySection } from "~/lib/lazy-section";
import type { Route } from "./+types/healthtech-heroes";

// The carousel and the booking section come after the hero: separate chunks (lazySection).
const FeaturedEpisodes = lazySection(() => import("~/features/podcast/featured-episodes"), "FeaturedEpisodes");
const GuestBooking = lazySection(() => import("~/features/podcast/guest-booking"), "GuestBooking");

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
