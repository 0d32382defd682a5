import { Section } from "~/components/ui/section";
import type { Episode } from "~/content/episodes";
import { EpisodeCarousel } from "./episode-carousel";

export function FeaturedEpisodes({ episodes }: { episodes: readonly Episode[] }) {
  return (
    <Section
      id="featured-episodes"
      tone="tint"
      eyebrow="Featured episodes"
      title="Ideas from the front line of healthcare innovation"
      intro={
        <p>
          A line from each conversation. Choose a cover to watch the full episode; the player loads only when you ask
          for it, in YouTube&apos;s privacy-enhanced mode.
        </p>
      }
    >
      <EpisodeCarousel episodes={episodes} />
    </Section>
  );
}
