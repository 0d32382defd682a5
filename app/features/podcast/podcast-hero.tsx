import { Icon } from "~/components/ui/icon";
import { HeroesMark } from "~/components/logos";
import { SectionLink } from "~/components/section-link";
import { ExternalLink } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

const channelClass =
  "flex min-h-12 items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-semibold text-white ring-1 ring-white/20 transition-colors hover:bg-white/20 focus-visible:outline-white";

const channels = [
  { href: siteConfig.podcast.video, icon: "circle-play", label: "Watch on our video channel" },
  { href: siteConfig.podcast.audio, icon: "headphones", label: "Listen to the audio podcast" },
  { href: siteConfig.podcast.network, icon: "users", label: "Follow us on our professional network" },
] as const;

export function PodcastHero() {
  return (
    <section
      aria-labelledby="podcast-heading"
      className="bg-gradient-to-br from-teal-900 via-teal-950 to-brand-950 pt-8 pb-16 text-white sm:pb-20"
    >
      <div className="container-page">
        <SectionLink
          section="healthtech-heroes"
          className="print-hidden inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-teal-100 hover:text-white focus-visible:outline-white"
        >
          <Icon name="arrow-left" className="size-4" />
          Back to Home
        </SectionLink>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <HeroesMark className="size-14" />
            <p className="mt-6 text-sm font-semibold tracking-wider text-teal-200 uppercase">The podcast</p>
            <h1 id="podcast-heading" className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Healthtech Heroes
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-teal-50/90 sm:text-xl">
              Interviews with the people moving healthcare forward. Founders, clinicians, investors and commercial
              leaders share how new ideas earn clinical trust, win over health systems and payers, and reach the
              patients who need them.
            </p>
            <p className="mt-4 max-w-2xl text-pretty text-teal-50/80">
              Every episode is a candid conversation about healthcare innovation: the evidence buyers ask for, the
              partnerships that open doors and the lessons learned on the road from pilot to standard of care.
            </p>
          </div>
          <div className="rounded-card bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
            <h2 className="text-lg font-semibold">Watch, listen and follow</h2>
            <ul className="mt-5 grid gap-3">
              {channels.map(({ href, icon, label }) => (
                <li key={label}>
                  <ExternalLink href={href} className={channelClass}>
                    <Icon name={icon} className="size-5 shrink-0 text-teal-200" />
                    {label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
