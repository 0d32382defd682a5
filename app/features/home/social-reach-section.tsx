import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { HeroesMark } from "~/components/logos/logos";
import { LinkButton } from "~/components/ui/button";
import { hasSampleEpisodes } from "~/features/podcast/sample-episodes";
import { PodcastChannelList } from "~/features/podcast/channel-list";
import { SampleLabel } from "~/features/podcast/sample-label";
import { home } from "~/content/home";
// The raw list, not the validated one in ~/content: that module brings zod into this chunk.
import { episodes } from "../../../content/data/episodes";

const featured = episodes[0];
const samples = hasSampleEpisodes(episodes);

/** The podcast (#healthtech-heroes), a light band: the page's one dark band is its closing call. */
export default function SocialReachSection() {
  return (
    <section
      id="healthtech-heroes"
      aria-labelledby="healthtech-heroes-heading"
      className="border-t border-slate-200 bg-slate-50 py-16 lg:py-28"
    >
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <HeroesMark className="size-10" />
            <Eyebrow>{home.podcast.eyebrow}</Eyebrow>
          </div>
          <h2
            id="healthtech-heroes-heading"
            className="mt-4 text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl"
          >
            Healthtech Heroes
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{home.podcast.intro}</p>
          <LinkButton to="/healthtech-heroes" variant="secondary" className="mt-8">
            {home.podcast.link}
            <Icon name="arrow-right" className="size-4" />
          </LinkButton>
          <PodcastChannelList className="mt-8" videoLabel={home.podcast.videoLabel} />
        </div>
        {featured && (
          <figure className="border-l-2 border-brand-600 pl-6 sm:pl-10">
            {samples && <SampleLabel>Sample episode</SampleLabel>}
            <blockquote className="mt-5 text-2xl leading-snug font-semibold tracking-[-0.01em] text-pretty text-ink sm:text-3xl">
              <p>&ldquo;{featured.description}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 text-muted">
              <span className="font-semibold text-ink">{featured.guest}</span>
              {samples && <span className="mt-2 block text-sm">{home.podcast.sampleNote}</span>}
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
