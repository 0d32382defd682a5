import { Icon } from "~/components/ui/icon";
import { HeroesMark } from "~/components/logos";
import { ExternalLink, LinkButton } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

const channelClass =
  "flex min-h-12 items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-semibold text-white ring-1 ring-white/20 transition-colors hover:bg-white/20";

export default function SocialReachSection() {
  return (
    <section
      id="healthtech-heroes"
      aria-labelledby="healthtech-heroes-heading"
      className="bg-gradient-to-br from-teal-900 via-teal-950 to-brand-950 py-16 text-white sm:py-24"
    >
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <HeroesMark className="size-14" />
          <p className="mt-6 text-sm font-semibold tracking-wider text-teal-200 uppercase">The podcast</p>
          <h2 id="healthtech-heroes-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Healthtech Heroes
          </h2>
          <p className="mt-4 text-lg text-teal-50/90">
            Conversations with the people building the future of healthcare: founders, clinicians and commercial leaders
            on what it really takes to bring innovation to patients and providers.
          </p>
          <LinkButton to="/healthtech-heroes" variant="inverse" className="mt-8">
            Explore the episodes
            <Icon name="arrow-right" className="size-4" />
          </LinkButton>
        </div>
        <div className="rounded-card bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <h3 className="text-lg font-semibold">Watch, listen and follow</h3>
          <ul className="mt-5 grid gap-3">
            <li>
              <ExternalLink href={siteConfig.podcast.video} className={channelClass}>
                <Icon name="circle-play" className="size-5 text-teal-200" />
                Watch the episodes
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteConfig.podcast.audio} className={channelClass}>
                <Icon name="headphones" className="size-5 text-teal-200" />
                Listen to the audio podcast
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteConfig.podcast.network} className={channelClass}>
                <Icon name="users" className="size-5 text-teal-200" />
                Follow us on our professional network
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
