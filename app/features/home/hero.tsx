import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { MamutLogo } from "~/components/logos";
import { buttonClasses, ExternalLinkButton } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

const expertise = [
  {
    icon: "stethoscope",
    title: "Clinical Credibility",
    text: "We speak the language of clinicians, administrators and procurement, so your outreach earns trust instead of losing it.",
  },
  {
    icon: "target",
    title: "Commercial Execution",
    text: "Targeting, messaging and multi-channel outreach run as one disciplined system that fills your calendar with the right meetings.",
  },
  {
    icon: "microscope",
    title: "Research to Revenue",
    text: "We translate evidence, outcomes and product depth into a clear business case that buyers in healthcare can act on.",
  },
  {
    icon: "handshake",
    title: "True Partnership",
    text: "We are paid for performance and work as part of your team, sharing the goal rather than selling you hours.",
  },
] as const;

const results = [
  "Qualified leads",
  "Meeting-to-conversion rate",
  "Partnership acquisition velocity",
  "Pipeline growth",
  "Market penetration",
  "Customer acquisition cost",
] as const;

const audiences = [
  "Digital health platforms",
  "Medical device makers",
  "Healthcare SaaS",
  "Clinical decision support",
  "Health data analytics",
] as const;

export function Hero() {
  return (
    <section id="home" aria-labelledby="home-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_0%_10%,#ccfbf1,transparent)]"
      />
      <div className="container-page pt-14 pb-16 sm:pt-20 sm:pb-24">
        <div className="mx-auto max-w-3xl text-center">
          <MamutLogo className="justify-center" />
          <h1
            id="home-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-display"
          >
            Your healthtech growth partner, <span className="text-brand-700">not another vendor</span>
          </h1>
          <p className="mt-6 text-lg text-pretty text-slate-700 sm:text-xl">
            We help healthtech companies that sell into healthcare turn clinical value into commercial traction.
            Performance-based lead generation puts qualified meetings with decision makers on your calendar, done for
            you.
          </p>
          <p className="mt-4 text-base text-pretty text-muted sm:text-lg">
            Then we stay in the room. Optimisation and closing support, done with you, turn those conversations into
            partnerships, pilots and contracts.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ExternalLinkButton href={siteConfig.booking.call45} size="lg">
              Book 45-Min Discovery Call
            </ExternalLinkButton>
            <Link to="/growth-framework" reloadDocument className={buttonClasses({ variant: "secondary", size: "lg" })}>
              View Our Framework
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>

        <div className="mt-16 sm:mt-20">
          <h2 className="text-center text-2xl font-bold tracking-tight sm:text-3xl">Why Deep Expertise Matters</h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {expertise.map(({ icon, title, text }) => (
              <li key={title} className="rounded-card border border-slate-200 bg-white/80 p-6 shadow-card">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={icon} className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-12 grid gap-4 lg:grid-cols-3">
          <div className="rounded-card bg-brand-950 p-6 text-white shadow-lift sm:p-8">
            <h2 className="text-lg font-bold">What We Deliver</h2>
            <dl className="mt-5 space-y-5">
              <div>
                <dt className="text-sm font-semibold text-brand-200">Done for you</dt>
                <dd className="mt-1 text-sm text-slate-200">
                  Performance-based lead generation: qualified leads and meetings with decision makers.
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-brand-200">Done with you</dt>
                <dd className="mt-1 text-sm text-slate-200">
                  Optimisation and closing support that turns meetings into partnerships and revenue.
                </dd>
              </div>
            </dl>
          </div>
          <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Icon name="chart-column" className="size-5 text-brand-700" />
              Results We Track
            </h2>
            <ul className="mt-5 space-y-2 text-sm text-slate-700">
              {results.map((result) => (
                <li key={result} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  {result}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Icon name="users" className="size-5 text-brand-700" />
              Who We Serve
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {audiences.map((audience) => (
                <li
                  key={audience}
                  className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900 ring-1 ring-teal-200 ring-inset"
                >
                  {audience}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted">
              If your buyers work in healthcare, including pharma, we know how to reach them.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
