import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { ExternalLinkButton } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";
import { guestBooking } from "./guest-booking-copy";

export function GuestBooking() {
  return (
    <section aria-labelledby={guestBooking.id} className="bg-white py-16 lg:py-24">
      <div className="container-page">
        <div
          data-print="keep"
          className="grid gap-10 overflow-hidden rounded-card border border-slate-200 bg-white p-6 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center"
        >
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-700 ring-1 ring-slate-200">
              <Icon name="mic" className="size-6" />
            </span>
            <Eyebrow className="mt-6">{guestBooking.eyebrow}</Eyebrow>
            <h2 id={guestBooking.id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {guestBooking.heading}
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted">{guestBooking.text}</p>
            {/* The guests' own scheduler (BOOKING_URL_GUEST), not the sales call of the page's offer. */}
            <ExternalLinkButton href={siteConfig.booking.guest} size="lg" className="print-hidden mt-8">
              <Icon name="calendar-days" className="size-5" />
              {guestBooking.action}
            </ExternalLinkButton>
          </div>
          <div>
            <h3 className="font-semibold text-ink">{guestBooking.topicsHeading}</h3>
            <ul className="mt-4 space-y-3">
              {guestBooking.topics.map((topic) => (
                <li key={topic} className="flex gap-3 text-slate-700">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                  {topic}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted">
              Healthtech Heroes is produced by {siteConfig.productName}, the growth partner for healthtech companies
              that sell into healthcare.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
