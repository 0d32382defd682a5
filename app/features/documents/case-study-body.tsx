import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { BackLink } from "~/components/back-link";
import { ExternalLink, LinkButton } from "~/components/ui/button";
import type { CaseStudy } from "~/content/case-study-data-privacy";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import { BeforeAfterTable, ProgressBars } from "./case-study-results";
import { onDarkButtonClasses } from "./on-dark";

const challenges = [
  "Outbound ran on the founders' spare hours, so it stopped whenever a deal, a release or a fundraising round needed them.",
  "Privacy and compliance buyers sit in legal, security and IT, and generic messages to all three were ignored.",
  "Every email went out from the company's main domain, so volume could not grow without risking everyday deliverability.",
  "With no steady source of meetings, the pipeline swung from month to month and forecasts were guesswork.",
];

const solution = [
  "An embedded full-time BDR working the startup's accounts 40 hours a week, inside its CRM",
  "A GTM engineer and manager who built the targeting, the sending infrastructure and the weekly reporting",
  "Copywriters who wrote persona-specific sequences of 8-12 touchpoints over 2-4 weeks for legal, security and IT leaders",
  "Sending infrastructure of 40 domains and 160 mailboxes, kept away from the company's main domain",
  "AI research and reply sorting running 24/7, with every message approved by the BDR",
];

const takeaways = [
  {
    title: "Specialist buyers need specialist messages",
    text: "Separate sequences for legal, security and IT leaders did more for reply quality than any increase in volume.",
  },
  {
    title: "Infrastructure comes before scale",
    text: "Spreading 50,000+ emails a month across 40 domains and 160 mailboxes protected the main domain while volume grew.",
  },
  {
    title: "Founders should sell, not prospect",
    text: "Giving back 200+ hours a month let the founders spend their time in the conversations that close deals.",
  },
  {
    title: "Measure the whole funnel",
    text: "Tracking SQLs, conversion and cycle length together showed the lift was real pipeline, not just more activity.",
  },
];

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10 sm:py-12 print:py-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl print:text-xl">
        {title}
      </h2>
      <div className="mt-5 print:mt-3">{children}</div>
    </section>
  );
}

/** The case study below its headline results: the story, the numbers, the quote, the takeaways and the call to action. */
export function CaseStudyBody({ study }: { study: CaseStudy }) {
  return (
    <>
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 print:max-w-none">
        <Block id="overview" title="Overview">
          <p className="text-lg text-slate-700 print:text-base">
            The company sells data-privacy and compliance software to other businesses. Its product was strong and its
            early customers were happy, but new pipeline depended on referrals and on whatever outreach the founders
            could fit around running the company. It brought in {siteConfig.productName} to build an outbound engine
            that would deliver qualified meetings every month, without a long hiring process.
          </p>
        </Block>

        <Block id="challenge" title="The challenge">
          <ul className="space-y-3">
            {challenges.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </Block>

        <Block id="solution" title="The solution">
          <p className="text-slate-700">
            {siteConfig.productName} plugged a complete outbound team into the startup&apos;s existing CRM and
            calendars. The system was installed in 7 days and sent 50,000+ emails a month at steady state.
          </p>
          <ul className="mt-5 space-y-3">
            {solution.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {item}
              </li>
            ))}
          </ul>
        </Block>

        <Block id="results" title="The results">
          <p className="text-slate-700">
            Within 6 months the engagement returned 300% on its cost. More meetings came from the right people, they
            converted more often and they closed faster.
          </p>
          <div className="mt-8 grid gap-8 print:mt-4 print:gap-4">
            <ProgressBars items={study.progress} />
            <BeforeAfterTable rows={study.beforeAfter} />
          </div>
        </Block>

        <section aria-label="Client quote" className="py-10 sm:py-12 print:py-4" data-print="keep">
          <figure className="rounded-card bg-brand-50 p-6 sm:p-10 print:p-5">
            <Icon name="quote" className="size-8 text-brand-400" />
            <blockquote className="mt-4 text-xl font-medium text-balance text-brand-950 sm:text-2xl print:text-lg">
              <p>
                We went from hoping for meetings to planning around them. The team felt like part of ours from the first
                week, and our founders finally had their time back for selling.
              </p>
            </blockquote>
            <figcaption className="mt-5 text-sm font-semibold text-brand-800">
              VP Sales, data-privacy startup
            </figcaption>
          </figure>
        </section>

        <Block id="takeaways" title="Key takeaways">
          <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
            {takeaways.map((item) => (
              <li
                key={item.title}
                data-print="keep"
                className="rounded-card border border-slate-200 bg-white p-5 shadow-card print:p-3"
              >
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </Block>
      </div>

      <section
        aria-labelledby="case-study-cta-heading"
        data-print="keep"
        className="mx-auto mt-4 mb-16 max-w-3xl rounded-card bg-brand-950 p-8 text-center text-white sm:p-12 print:mb-0 print:max-w-none print:p-6"
      >
        <h2 id="case-study-cta-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Want results like these in your market?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-300">
          Tell us about your buyers and goals. We will show you how the plugin would work for your team, starting with a
          30-day pilot.
        </p>
        <div className="print-hidden mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <LinkButton to="/contact" variant="inverse" size="lg">
            <Icon name="mail" className="size-5" />
            Contact us
          </LinkButton>
          <ExternalLink href={siteConfig.booking.call30} className={onDarkButtonClasses()}>
            <Icon name="calendar-days" className="size-5" />
            Book a 30-min Call
          </ExternalLink>
        </div>
        <p className="mt-4 hidden text-sm text-slate-200 print:block">
          {absoluteUrl("/contact")} · {siteConfig.email.contact}
        </p>
      </section>

      <p className="print-hidden mb-16">
        <BackLink to="/case-studies" variant="document">
          All case studies
        </BackLink>
      </p>
    </>
  );
}
