import { EpisodeCarousel } from "~/features/podcast/episode-carousel";
import { hydrateIsland } from "./hydrate";

hydrateIsland("episode-carousel", EpisodeCarousel);
