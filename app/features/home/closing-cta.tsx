import { ExternalLinkButton } from "~/components/ui/button";
import { home } from "~/content/home";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

const { closing } = home;

/** The page's one dark band: the closing call to action, run on into the footer. */
export default function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="border-b border-white/10 bg-brand-950 py-16 text-white lg:py-24"
    >
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
        <div className="max-w-2xl">
          <h2
            id="closing-heading"
            className="text-[clamp(2rem,1.5rem+2vw,3rem)] leading-tight font-bold tracking-[-0.02em] text-balance"
          >
            {closing.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-300">{closing.text}</p>
        </div>
        <div className="flex flex-col items-start gap-4">
          <ExternalLinkButton href={bookingUrl(offers.healthtech, siteConfig)} variant="inverse" size="lg">
            {offers.healthtech.callLabel}
          </ExternalLinkButton>
          <a
            href={`mailto:${siteConfig.email.contact}`}
            className="rounded-md text-sm font-semibold break-all text-white underline underline-offset-4 hover:text-brand-100 focus-visible:outline-white"
          >
            {closing.emailPrefix} {siteConfig.email.contact}
          </a>
        </div>
      </div>
    </section>
  );
}
