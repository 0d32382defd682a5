import { ArrowLeft, Headphones, PlayCircle, Users } from "lucide-react";
import { HeroesMark } from "~/components/logos";
import { SectionLink } from "~/components/section-link";
import { ExternalLink } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";
import { SampleLabel } from "./sample-label";

const channels = [
  { href: siteConfig.podcast.video, icon: PlayCircle, label: "Watch on our video channel" },
  { href: siteConfig.podcast.audio, icon: Headphones, label: "Listen to the audio podcast" },
  { href: siteConfig.podcast.network, icon: Users, label: "Follow us on our professional network" },
] as const;

/** The podcast page's first screen, on a light ground (the footer is the page's dark band). */
export function PodcastHero({ episodeCount, samples }: { episodeCount: number; samples: boolean }) {
  return (
    <section aria-labelledby="podcast-heading" className="border-b border-slate-200 bg-white pt-6 pb-16 lg:pb-24">
      <div className="container-page">
        <SectionLink
          section="healthtech-heroes"
          className="print-hidden inline-flex min-h-11 items-center gap-2 rounded-md pr-3 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </SectionLink>
        <div className="mt-8 grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
          <div className="min-w-0">
            <div className="flex items-center gap-3">
              <HeroesMark className="size-10" />
              <p className="text-sm font-semibold text-brand-700">The podcast</p>
            </div>
            <h1
              id="podcast-heading"
              className="mt-4 text-[clamp(2.25rem,1.5rem+3vw,3.5rem)] leading-[1.05] font-extrabold tracking-[-0.02em] text-balance"
            >
              Healthtech Heroes
            </h1>
            <p className="mt-6 max-w-[36rem] text-lg leading-relaxed text-pretty text-slate-700">
              Interviews with the people moving healthcare forward. Founders, clinicians, investors and commercial
              leaders share how new ideas earn clinical trust, win over health systems and payers, and reach the
              patients who need them.
            </p>
            <p className="mt-4 max-w-[36rem] leading-relaxed text-pretty text-muted">
              Every episode is a candid conversation about healthcare innovation: the evidence buyers ask for, the
              partnerships that open doors and the lessons learned on the road from pilot to standard of care.
            </p>
          </div>
          <div className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            {/* The podcast's motif, a pulse line, drawn in the page: no image request. */}
            <svg viewBox="0 0 320 64" className="h-16 w-full text-data-600" aria-hidden="true" focusable="false">
              <path d="M0 32h320" stroke="#e2e8f0" strokeWidth="2" />
              <path
                d="M0 32h120l10-22 18 48 14-40 10 14h148"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold">Watch, listen and follow</h2>
              {samples && <SampleLabel>{`${episodeCount} sample episodes`}</SampleLabel>}
            </div>
            <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
              {channels.map(({ href, icon: Icon, label }) => (
                <li key={label}>
                  <ExternalLink
                    href={href}
                    className="flex min-h-12 items-center gap-3 py-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
            {samples && (
              <p className="mt-4 text-sm text-muted">
                The episodes on this page are samples: roles and lines are illustrative until the first real episodes
                are published.
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
