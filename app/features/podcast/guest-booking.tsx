import { Icon } from "~/components/ui/icon";
import { ExternalLinkButton } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

const topics = [
  "Turning clinical evidence into a business case buyers act on",
  "Earning the trust of clinicians, health systems and payers",
  "Partnerships, pilots and the road to scale",
  "The decisions that nearly went wrong, and what you learned",
] as const;

export function GuestBooking() {
  return (
    <section aria-labelledby="be-a-guest-heading" className="bg-white py-16 lg:py-24">
      <div className="container-page">
        <div
          data-print="keep"
          className="grid gap-10 overflow-hidden rounded-card border border-slate-200 bg-white p-6 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center"
        >
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-800 ring-1 ring-brand-200">
              <Icon name="mic" className="size-6" />
            </span>
            <p className="mt-6 text-sm font-semibold text-brand-700">Be our guest</p>
            <h2 id="be-a-guest-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Share your healthtech story
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted">
              Are you building, funding or bringing technology into healthcare? We would love to hear how you got there.
              Book an introductory call, tell us about your work, and we will find the angle for an episode together.
            </p>
            {/* The guests' own scheduler (BOOKING_URL_GUEST), not the sales call of the page's offer. */}
            <ExternalLinkButton href={siteConfig.booking.guest} size="lg" className="print-hidden mt-8">
              <Icon name="calendar-days" className="size-5" />
              Book Introductory Call
            </ExternalLinkButton>
          </div>
          <div>
            <h3 className="font-semibold text-ink">What we talk about</h3>
            <ul className="mt-4 space-y-3">
              {topics.map((topic) => (
                <li key={topic} className="flex gap-3 text-slate-700">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
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
