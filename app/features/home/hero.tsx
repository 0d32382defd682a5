import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { ExternalLinkButton } from "~/components/ui/button";
import { HeroVisual, heroBand, heroTitleClasses } from "~/components/ui/hero";
import { home } from "~/content/home";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

import { PipelineVisual } from "./pipeline-visual";
import { ProofStrip } from "./proof-strip";

/**
 * The first screen: the outcome, one primary action, one secondary link, the proof and the visual.
 * The booking button and the first proof figure stay in the first 700 px of a 1280x800 or 1366x768
 * screen and on a 375x812 phone's first screen (tests/e2e/heroes-and-cta.spec.ts): on wide screens
 * the proof sits under the text, beside the visual; on phones (below 640 px) the button comes
 * before the intro.
 */
export function Hero() {
  return (
    <section id="home" aria-labelledby="home-heading" data-hero="split" className={heroBand}>
      <div className="container-page grid gap-8 pt-8 pb-12 sm:pt-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-14 lg:gap-y-6 lg:pt-6 lg:pb-16">
        <div className="flex flex-col">
          <Eyebrow>{home.hero.eyebrow}</Eyebrow>
          <h1 id="home-heading" className={`mt-4 ${heroTitleClasses("split")}`}>
            {home.hero.headline} <span className="text-slate-500">{home.hero.headlineAccent}</span>
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-700 max-sm:order-last lg:mt-4 lg:text-base">
            {home.hero.intro}
          </p>
          <div className="mt-7 flex flex-col items-start gap-x-6 gap-y-3 sm:flex-row sm:items-center lg:mt-6">
            <ExternalLinkButton href={bookingUrl(offers.healthtech, siteConfig)} size="lg">
              {offers.healthtech.callLabel}
            </ExternalLinkButton>
            <a
              href="/growth-framework"
              className="group inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {home.hero.frameworkLink}
              <Icon
                name="arrow-right"
                className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </a>
          </div>
        </div>
        <ProofStrip />
        <HeroVisual className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <PipelineVisual />
          <p className="mt-5 text-base leading-relaxed text-pretty text-muted">{home.hero.followUp}</p>
        </HeroVisual>
      </div>
    </section>
  );
}
