import { Icon } from "~/components/ui/icon";
import { ExternalLinkButton } from "~/components/ui/button";
import { home } from "~/content/home";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

import { PipelineVisual } from "./pipeline-visual";
import { ProofStrip } from "./proof-strip";

/** The first screen: the outcome, one primary action, one secondary link, the visual and the proof. */
export function Hero() {
  return (
    <section id="home" aria-labelledby="home-heading" className="border-b border-slate-200 bg-white">
      <div className="container-page grid items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-24 lg:pb-20">
        <div>
          <p className="text-sm font-semibold text-brand-700">{home.hero.eyebrow}</p>
          <h1
            id="home-heading"
            className="mt-4 text-[clamp(2.25rem,1.5rem+3vw,3.5rem)] leading-[1.05] font-extrabold tracking-[-0.02em] text-balance"
          >
            {home.hero.headline} <span className="text-brand-700">{home.hero.headlineAccent}</span>
          </h1>
          <p className="mt-6 max-w-[36rem] text-lg leading-relaxed text-pretty text-slate-700">{home.hero.intro}</p>
          <p className="mt-4 max-w-[36rem] leading-relaxed text-pretty text-muted">{home.hero.followUp}</p>
          <div className="mt-8 flex flex-col items-start gap-x-6 gap-y-4 sm:flex-row sm:items-center">
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
        <PipelineVisual />
      </div>
      <ProofStrip />
    </section>
  );
}
