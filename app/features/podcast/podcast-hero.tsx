import { Icon } from "~/components/ui/icon";
import { HeroesMark } from "~/components/logos/logos";
import { SectionLink } from "~/components/section-link";

import { PodcastChannels } from "./podcast-channels";

/** The podcast page's first screen, on a light ground (the footer is the page's dark band). */
export function PodcastHero({ episodeCount, samples }: { episodeCount: number; samples: boolean }) {
  return (
    <section aria-labelledby="podcast-heading" className="border-b border-slate-200 bg-white pt-6 pb-16 lg:pb-24">
      <div className="container-page">
        <SectionLink
          section="healthtech-heroes"
          className="print-hidden inline-flex min-h-11 items-center gap-2 rounded-md pr-3 text-sm font-semibold text-brand-800 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
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
          <PodcastChannels episodeCount={episodeCount} samples={samples} />
        </div>
      </div>
    </section>
  );
}
