import { Icon } from "~/components/ui/icon";
import { ContactForm } from "~/features/leads/contact-form";
import { ExternalLinkButton } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { siteConfig } from "~/lib/site-config";

export default function ContactSection() {
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Let's talk about your growth goals"
      intro="Tell us where you want to be in 90 days. We will tell you honestly how we would get you there."
    >
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div className="rounded-card border border-slate-200 p-6 shadow-card sm:p-8">
          <h3 className="text-xl font-bold">Send us a message</h3>
          <p className="mt-2 mb-6 text-sm text-muted">We reply within one business day.</p>
          <ContactForm source="home" />
        </div>
        <div className="grid gap-6">
          <div className="flex flex-col rounded-card border border-slate-200 p-8 shadow-card">
            <Icon name="calendar-days" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold">Book a discovery call</h3>
            <p className="mt-2 flex-1 text-muted">
              45 minutes with our team to review your market, your buyers and your pipeline, and to agree what success
              looks like.
            </p>
            <ExternalLinkButton href={siteConfig.booking.call45} className="mt-6 self-start">
              Book 45-Min Discovery Call
            </ExternalLinkButton>
          </div>
          <div className="flex flex-col rounded-card border border-slate-200 p-8 shadow-card">
            <Icon name="mail" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold">Write to us</h3>
            <p className="mt-2 flex-1 text-muted">
              Prefer e-mail? Send us a few lines about your company and what you would like to achieve, and we will get
              back to you.
            </p>
            <a
              href={`mailto:${siteConfig.email.contact}`}
              className="mt-6 self-start font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-950"
            >
              {siteConfig.email.contact}
            </a>
          </div>
        </div>
      </div>
    </Section>
  );
}
