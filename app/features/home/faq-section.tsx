import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { ExternalLink } from "~/components/ui/button";
import { home } from "~/content/home";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

const { faq } = home;

/** Native details/summary: keyboard and screen reader support without script, answers in the HTML. */
export default function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="border-y border-slate-200 bg-slate-50 py-16 lg:py-28">
      <div className="container-page grid gap-10 lg:grid-cols-[5fr_7fr] lg:gap-16">
        <div>
          <Eyebrow>{faq.eyebrow}</Eyebrow>
          <h2 id="faq-heading" className="mt-3 text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl">
            {faq.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">
            {faq.intro}{" "}
            <ExternalLink
              href={bookingUrl(offers.healthtech, siteConfig)}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
            >
              {offers.healthtech.callText}
            </ExternalLink>
            .
          </p>
        </div>
        <div className="divide-y divide-slate-200 border-y border-slate-200">
          {faq.items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold marker:hidden hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                <h3 className="text-lg">{item.question}</h3>
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="pb-6 leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
