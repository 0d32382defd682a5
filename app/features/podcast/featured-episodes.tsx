import { Eyebrow } from "~/components/ui/eyebrow";
import type { Episode } from "~/content/episodes";
import { Island } from "~/islands/island";
import { EpisodeCarousel } from "./episode-carousel";
import { hasSampleEpisodes } from "./sample-episodes";
import { SampleLabel } from "./sample-label";
import { VideoDialog } from "./video-dialog";

export function FeaturedEpisodes({ episodes }: { episodes: readonly Episode[] }) {
  return (
    <section
      id="featured-episodes"
      aria-labelledby="featured-episodes-heading"
      className="border-b border-slate-200 bg-slate-50 py-16 lg:py-24"
    >
      <div className="container-page">
        <div className="grid gap-6 lg:grid-cols-[7fr_5fr] lg:items-end lg:gap-16">
          <div>
            <Eyebrow>Featured episodes</Eyebrow>
            <h2
              id="featured-episodes-heading"
              className="mt-3 text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl"
            >
              Ideas from the front line of healthcare innovation
            </h2>
          </div>
          <p className="leading-relaxed text-pretty text-muted">
            {episodes.some((episode) => episode.videoId)
              ? "A line from each conversation. Choose a cover to watch the full episode; the player loads only when you ask for it, in YouTube's privacy-enhanced mode."
              : "A line from each conversation. The full episodes are on our video channel."}
          </p>
        </div>
        {hasSampleEpisodes(episodes) && (
          <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm text-slate-700">
            <SampleLabel>Sample content</SampleLabel>
            <span>These episodes are placeholders: the guests&apos; roles and lines are illustrative.</span>
          </p>
        )}
        <div className="mt-8">
          {/* Far below the first screen, and links and a scroll-snap row until it hydrates. */}
          <Island name="episode-carousel" component={EpisodeCarousel} props={{ episodes }} when="near" />
        </div>
        <VideoDialog />
      </div>
    </section>
  );
}
