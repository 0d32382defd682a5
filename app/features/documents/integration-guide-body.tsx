import { bookingUrl, offers } from "~/content/offers";
import { Eyebrow } from "~/components/ui/eyebrow";
import { Unbroken } from "~/components/ui/unbroken";
import { Icon, type IconName } from "~/components/ui/icon";
import { ExternalLinkButton } from "~/components/ui/button";
import { ClosingCta, closingLinkClasses } from "~/components/ui/closing-cta";
import { Section } from "~/components/ui/section";
import type { PostCardData } from "~/content/blog";
import type { BenefitIcon, IntegrationGuide } from "~/content/integration-guide";
import { siteConfig } from "~/lib/site-config";
import { IntegrationPlaybook } from "./integration-playbook";
import { IntegrationStack } from "./integration-stack";

const benefitIcons: Record<BenefitIcon, IconName> = {
  "piggy-bank": "piggy-bank",
  rocket: "rocket",
  "calendar-check": "calendar-check",
  bot: "bot",
  layers: "layers",
  "shield-check": "shield-check",
};

const principles = [
  {
    icon: "database",
    title: "Your CRM stays the source of truth",
    text: "We work inside the systems your team already uses. Every touch, reply and meeting is logged where your closers and leadership look, so nothing lives in a black box.",
  },
  {
    icon: "package-check",
    title: "Nothing to buy, nothing to maintain",
    text: "The tools, data, domains and inboxes come with the service. Our GTM engineer connects them, keeps them healthy and replaces what stops earning its place.",
  },
  {
    icon: "user-check",
    title: "People where judgment matters",
    text: "AI does the research, drafting and sorting. Your embedded BDR approves the messaging, makes the calls and qualifies every meeting before it reaches your calendar.",
  },
] as const;

function IconCard({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <li className="rounded-card border border-slate-200 bg-white p-6 shadow-card">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
        <Icon name={icon} className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </li>
  );
}

/** Everything below the integration guide's hero: philosophy, stack, playbook, benefits, reading, call to action. */
export function IntegrationGuideBody({
  guide,
  related,
}: {
  guide: IntegrationGuide;
  related: readonly PostCardData[];
}) {
  return (
    <>
      <Section
        className="print:py-6"
        id="philosophy"
        eyebrow="Our philosophy"
        title="Plug in, don't rip out"
        intro="Most outbound projects stall in setup: tools to evaluate, accounts to connect, people to hire and train. We built the plugin so that your team keeps working the way it does today, and the outbound engine arrives already running."
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {principles.map((principle) => (
            <IconCard key={principle.title} {...principle} />
          ))}
        </ul>
      </Section>

      <IntegrationStack guide={guide} />
      <IntegrationPlaybook steps={guide.steps} />

      <Section
        className="print:py-6"
        id="benefits"
        tone="tint"
        eyebrow="Why teams plug in"
        title="What changes when outbound arrives ready to run"
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {guide.benefits.map((benefit) => (
            <IconCard key={benefit.title} icon={benefitIcons[benefit.icon]} title={benefit.title} text={benefit.text} />
          ))}
        </ul>
      </Section>

      <Section className="print:py-6" id="related" eyebrow="Keep reading" title="Related articles">
        <ul className="grid gap-5 md:grid-cols-3">
          {related.map((post) => (
            <li
              key={post.slug}
              className="group relative flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lift"
            >
              <Eyebrow>{post.category}</Eyebrow>
              <h3 className="mt-3 text-lg leading-snug font-bold text-balance">
                <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-brand-800">
                  <Unbroken>{post.title}</Unbroken>
                </a>
              </h3>
              <p className="mt-2 flex-1 text-sm text-muted">{post.excerpt}</p>
              <p
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
              >
                {post.readTime}
                <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        id="integration-cta"
        title={<>See how {siteConfig.productName} would plug into your stack</>}
        action={
          <ExternalLinkButton href={bookingUrl(offers.outbound, siteConfig)} variant="inverse" size="lg">
            <Icon name="calendar-days" className="size-5" />
            {offers.outbound.callLabel}
          </ExternalLinkButton>
        }
        secondary={
          <a href="/roi-calculator" className={closingLinkClasses}>
            View ROI Calculator
          </a>
        }
        onPaper={
          <>
            {bookingUrl(offers.outbound, siteConfig)} · {siteConfig.email.contact}
          </>
        }
      >
        <p>
          Go over your own setup with us in {offers.outbound.callMinutes} minutes: the four integration steps above,
          applied to your CRM and your team. Or run your own numbers first.
        </p>
      </ClosingCta>
    </>
  );
}
