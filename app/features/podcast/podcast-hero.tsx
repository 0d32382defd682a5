import { Eyebrow } from "~/components/ui/eyebrow";
import { Icon } from "~/components/ui/icon";
import { HeroVisual, heroBand, heroTitleClasses, splitHeroGrid } from "~/components/ui/hero";
import { HeroesMark } from "~/components/logos/logos";
import { SectionLink } from "~/components/section-link";

import { PodcastChannels } from "./podcast-channels";

/** The podcast page's first screen, on a light ground (the footer is the page's dark band). */
export function PodcastHero({ episodeCount, samples }: { episodeCount: number; samples: boolean }) {
  return (
    <section aria-labelledby="podcast-heading" data-hero="split" className={`${heroBand} pt-6 pb-16 lg:pb-24`}>
      <div className="container-page">
        <SectionLink
          section="healthtech-heroes"
          className="print-hidden inline-flex min-h-11 items-center gap-2 rounded-md pr-3 text-sm font-semibold text-brand-800 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          Back to Home
        </SectionLink>
        <div className={`mt-8 ${splitHeroGrid}`}>
          <div className="min-w-0">
            <div className="flex items-center gap-3">
              <HeroesMark className="size-10" />
              <Eyebrow>The podcast</Eyebrow>
            </div>
            <h1 id="podcast-heading" className={`mt-4 ${heroTitleClasses("split")}`}>
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
          <HeroVisual>
            <PodcastChannels episodeCount={episodeCount} samples={samples} />
          </HeroVisual>
        </div>
      </div>
    </section>
  );
}
